import {
  Children,
  isValidElement,
  useCallback,
  type ElementType,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';
import { cn } from '@/lib/cn';

// Button's `asChild` (a Link drawn as a button) needs only this much of Radix's Slot; ours keeps
// @radix-ui/react-slot and compose-refs (1.5 KB gzip) out of the shell every page loads. Same merge rules:
// the child's props win, except event handlers (both run, the child's first — even when it called
// preventDefault, as a Link does) and className (through cn) and style (merged). React 19 passes `ref`
// as a prop.

type Props = Record<string, unknown>;
const isHandler = (name: string) => /^on[A-Z]/.test(name);

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
}

/** One ref callback that fills every ref given (and runs a callback ref's own cleanup, React 19). */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    return () => {
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === 'function') cleanup();
        else setRef(ref, null);
      });
    };
  };
}

function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name of Object.keys(slotProps)) {
    const fromSlot = slotProps[name];
    const fromChild = childProps[name];
    if (isHandler(name) && typeof fromSlot === 'function' && typeof fromChild === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = fromChild(...args);
        fromSlot(...args);
        return result;
      };
    } else if (name === 'style' && typeof fromChild === 'object') {
      merged.style = { ...(fromSlot as object), ...(fromChild as object) };
    } else if (name === 'className') {
      merged.className = cn(fromSlot as string | undefined, fromChild as string | undefined);
    }
  }
  return merged;
}

export type SlotProps<E extends HTMLElement = HTMLElement> = HTMLAttributes<E> & {
  ref?: Ref<E>;
  children?: ReactNode;
};

/** Renders its one child element with the slot's props merged in (see the merge rules above). */
export function Slot<E extends HTMLElement = HTMLElement>({ children, ref, ...slotProps }: SlotProps<E>) {
  const child = isValidElement<Props>(children) ? (children as ReactElement<Props>) : null;
  const childRef = child?.props.ref as Ref<E> | undefined;
  // One stable callback per pair of refs (a new one each render would detach and re-attach both).
  const composed = useCallback((node: E | null) => composeRefs(ref, childRef)(node), [ref, childRef]);
  if (!child) {
    // Radix's rules: nothing to render is nothing; several children are a mistake at the call site.
    if (Children.count(children) > 1) throw new Error('Slot expects exactly one React element as its child');
    return null;
  }
  // The child's element again, as JSX (not cloneElement) so the composed ref is passed the usual way.
  const Child = child.type as ElementType;
  return <Child {...mergeProps(slotProps, child.props)} ref={composed} />;
}
