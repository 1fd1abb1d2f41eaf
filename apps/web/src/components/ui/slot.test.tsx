// @vitest-environment jsdom
// Our Slot (Button's asChild) in a DOM: the child's element is rendered with the slot's props, classes merged
// through cn, both click handlers run (the child's first, even after preventDefault), both refs filled and
// cleared, the child's props winning over the slot's.
import { act, createRef, type MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { composeRefs, Slot } from './slot';
import { domRootPerTest } from '@/testing/dom-root';

const dom = domRootPerTest();

describe('Slot', () => {
  it('renders the child element with the slot props merged in; the child wins on plain props', () => {
    act(() =>
      dom.root.render(
        <Slot id="from-slot" title="slot" aria-label="Slot label" data-x="1">
          <a href="/contact" title="child">
            Contact
          </a>
        </Slot>,
      ),
    );
    const a = dom.container.querySelector('a');
    expect(a?.parentElement).toBe(dom.container);
    expect(a?.getAttribute('href')).toBe('/contact');
    expect(a?.id).toBe('from-slot');
    expect(a?.title).toBe('child');
    expect(a?.getAttribute('aria-label')).toBe('Slot label');
    expect(a?.dataset.x).toBe('1');
  });

  it('merges classes through cn: a later class of the same group replaces the earlier one', () => {
    act(() =>
      dom.root.render(
        <Slot className="px-4 text-sm">
          <a href="/" className="px-8 underline">
            Home
          </a>
        </Slot>,
      ),
    );
    expect(dom.container.querySelector('a')?.className).toBe('text-sm px-8 underline');
  });

  it('merges style objects, the child winning on the same property', () => {
    act(() =>
      dom.root.render(
        <Slot style={{ color: 'red', margin: '1px' }}>
          <span style={{ color: 'blue' }}>x</span>
        </Slot>,
      ),
    );
    const span = dom.container.querySelector('span');
    expect(span?.style.color).toBe('blue');
    expect(span?.style.margin).toBe('1px');
  });

  it("runs both click handlers, the child's first, even when the child prevented the default", () => {
    const calls: string[] = [];
    const onChild = (e: MouseEvent) => {
      e.preventDefault();
      calls.push('child');
    };
    act(() =>
      dom.root.render(
        <Slot onClick={() => calls.push('slot')}>
          <a href="/x" onClick={onChild}>
            x
          </a>
        </Slot>,
      ),
    );
    act(() => dom.container.querySelector('a')?.click());
    expect(calls).toEqual(['child', 'slot']);
  });

  it('keeps a handler only one side has', () => {
    const onSlot = vi.fn();
    act(() =>
      dom.root.render(
        <Slot onClick={onSlot}>
          <button type="button">b</button>
        </Slot>,
      ),
    );
    act(() => dom.container.querySelector('button')?.click());
    expect(onSlot).toHaveBeenCalledTimes(1);
  });

  it("fills the slot's ref and the child's ref with the element, and clears both on unmount", () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    act(() =>
      dom.root.render(
        <Slot ref={slotRef}>
          <a href="/" ref={childRef}>
            x
          </a>
        </Slot>,
      ),
    );
    const a = dom.container.querySelector('a');
    expect(slotRef.current).toBe(a);
    expect(childRef.current).toBe(a);
    act(() => dom.root.render(null));
    expect(slotRef.current).toBeNull();
    expect(childRef.current).toBeNull();
  });

  it('renders nothing without a child and refuses several', () => {
    act(() => dom.root.render(<Slot />));
    expect(dom.container.innerHTML).toBe('');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      act(() =>
        dom.root.render(
          <Slot>
            <span>a</span>
            <span>b</span>
          </Slot>,
        ),
      ),
    ).toThrow('Slot expects exactly one React element');
    error.mockRestore();
  });
});

describe('composeRefs', () => {
  it("runs a callback ref's own cleanup instead of calling it with null", () => {
    const seen: (string | null)[] = [];
    const cleanup = vi.fn();
    const callback = (node: HTMLElement | null) => {
      seen.push(node ? node.tagName : null);
      return cleanup;
    };
    const object = createRef<HTMLElement>();
    const el = document.createElement('p');
    const detach = composeRefs<HTMLElement>(callback, object)(el);
    expect(seen).toEqual(['P']);
    expect(object.current).toBe(el);
    if (typeof detach === 'function') detach();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['P']);
    expect(object.current).toBeNull();
  });
});

describe('Button asChild', () => {
  it("draws its child as the button: the button's classes and data-slot on the link, the link's classes last", () => {
    act(() =>
      dom.root.render(
        <Button asChild variant="outline" className="w-full">
          <a href="/auth" className="justify-start">
            Sign In
          </a>
        </Button>,
      ),
    );
    const a = dom.container.querySelector('a');
    expect(dom.container.querySelector('button')).toBeNull();
    expect(a?.dataset.slot).toBe('button');
    expect(a?.className).toContain('border-input');
    expect(a?.className).toContain('w-full');
    expect(a?.className.endsWith('justify-start')).toBe(true);
    expect(a?.className).not.toContain('justify-center');
  });
});
