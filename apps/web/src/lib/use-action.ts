import { useCallback, useEffect, useRef, useState } from 'react';

// A write run from a form with plain React state: what the public forms (contact, sign-in, sign-up) need
// of TanStack Query's useMutation, without loading TanStack Query on those pages. As with `mutate`'s own
// callbacks, none runs once the form has gone (a sign-in that succeeds moves the visitor on); and a submit
// while one is running is ignored (the button is disabled, but Enter can arrive before the re-render).

export interface ActionHandlers<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: Error) => void;
}

export interface Action<I, R> {
  /** True from `run` until the call settles. */
  pending: boolean;
  run: (input: I, handlers?: ActionHandlers<R>) => void;
}

export function useAction<I, R>(call: (input: I) => Promise<R>): Action<I, R> {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    (input: I, handlers: ActionHandlers<R> = {}) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      const settle = () => {
        running.current = false;
        if (mounted.current) setPending(false);
        return mounted.current;
      };
      call(input).then(
        (result) => {
          if (settle()) handlers.onSuccess?.(result);
        },
        (error: unknown) => {
          if (settle()) handlers.onError?.(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
    [call],
  );
  return { pending, run };
}
