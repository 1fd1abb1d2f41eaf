// @vitest-environment jsdom
// useAction (the public forms' writes without TanStack Query): pending from run to settle, the handlers get
// the result or the error, a second run while one is pending is ignored, nothing runs after unmount.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAction, type Action } from './use-action';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

/** A call the test settles by hand. */
function deferredCall() {
  const calls: { input: string; resolve: (v: number) => void; reject: (e: unknown) => void }[] = [];
  const call = (input: string) =>
    new Promise<number>((resolve, reject) => calls.push({ input, resolve, reject }));
  return { call, calls };
}

function mount(call: (input: string) => Promise<number>): { current: Action<string, number> } {
  const latest = {} as { current: Action<string, number> };
  function Probe() {
    latest.current = useAction(call);
    return <p>{latest.current.pending ? 'pending' : 'idle'}</p>;
  }
  act(() => root.render(<Probe />));
  return latest;
}

it('is pending from run until the call resolves, then hands the result to onSuccess', async () => {
  const { call, calls } = deferredCall();
  const action = mount(call);
  const onSuccess = vi.fn();
  const onError = vi.fn();
  expect(container.textContent).toBe('idle');
  act(() => action.current.run('a', { onSuccess, onError }));
  expect(container.textContent).toBe('pending');
  expect(calls.map((c) => c.input)).toEqual(['a']);
  await act(async () => calls[0]?.resolve(42));
  expect(container.textContent).toBe('idle');
  expect(onSuccess).toHaveBeenCalledWith(42);
  expect(onError).not.toHaveBeenCalled();
});

it('hands a failure to onError as an Error (a thrown non-Error is wrapped) and is idle again', async () => {
  const { call, calls } = deferredCall();
  const action = mount(call);
  const errors: Error[] = [];
  act(() => action.current.run('a', { onError: (e) => errors.push(e) }));
  await act(async () => calls[0]?.reject(new TypeError('offline')));
  act(() => action.current.run('b', { onError: (e) => errors.push(e) }));
  await act(async () => calls[1]?.reject('plain'));
  expect(errors.map((e) => [e.constructor.name, e.message])).toEqual([
    ['TypeError', 'offline'],
    ['Error', 'plain'],
  ]);
  expect(container.textContent).toBe('idle');
});

it('ignores a second run while the first is pending (a double Enter sends once)', async () => {
  const { call, calls } = deferredCall();
  const action = mount(call);
  act(() => {
    action.current.run('first');
    action.current.run('second');
  });
  expect(calls.map((c) => c.input)).toEqual(['first']);
  await act(async () => calls[0]?.resolve(1));
  act(() => action.current.run('third'));
  expect(calls.map((c) => c.input)).toEqual(['first', 'third']);
});

it('calls no handler once the form has gone', async () => {
  const { call, calls } = deferredCall();
  const action = mount(call);
  const onSuccess = vi.fn();
  act(() => action.current.run('a', { onSuccess }));
  act(() => root.render(null));
  await act(async () => calls[0]?.resolve(1));
  expect(onSuccess).not.toHaveBeenCalled();
});
