// @vitest-environment jsdom
// Our Label (in place of Radix's): a plain <label> for its control; a double click on its text does not
// select the text, a single click and a click on a control inside the label are left alone.
import { act } from 'react';
import { expect, it, vi } from 'vitest';
import { Label } from './label';
import { domRootPerTest } from '@/testing/dom-root';

const dom = domRootPerTest();

/** Dispatches a mousedown of click count `detail` on `target`; true when the default was prevented. */
function mouseDown(target: Element, detail: number): boolean {
  const event = new MouseEvent('mousedown', { bubbles: true, cancelable: true, detail });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

it('is a label naming its control, with the kit classes and the caller’s', () => {
  act(() =>
    dom.root.render(
      <>
        <Label htmlFor="email" className="text-base">
          Email
        </Label>
        <input id="email" />
      </>,
    ),
  );
  const label = dom.container.querySelector('label');
  expect(label?.htmlFor).toBe('email');
  expect(label?.dataset.slot).toBe('label');
  expect(label?.className).toContain('font-medium');
  expect(label?.className).toContain('text-base');
  expect(label?.className).not.toContain('text-sm');
});

it('prevents the text selection of a double click, not a single click', () => {
  const onMouseDown = vi.fn();
  act(() => dom.root.render(<Label onMouseDown={onMouseDown}>Name</Label>));
  const label = dom.container.querySelector('label') as HTMLLabelElement;
  expect(mouseDown(label, 1)).toBe(false);
  expect(mouseDown(label, 2)).toBe(true);
  expect(onMouseDown).toHaveBeenCalledTimes(2);
});

it('leaves a mousedown on a control inside the label alone (and does not call the handler)', () => {
  const onMouseDown = vi.fn();
  act(() =>
    dom.root.render(
      <Label onMouseDown={onMouseDown}>
        Agree <input type="checkbox" />
      </Label>,
    ),
  );
  expect(mouseDown(dom.container.querySelector('input') as HTMLInputElement, 2)).toBe(false);
  expect(onMouseDown).not.toHaveBeenCalled();
});

it("lets the caller's handler keep the default by preventing it itself", () => {
  act(() => dom.root.render(<Label onMouseDown={(e) => e.preventDefault()}>Name</Label>));
  expect(mouseDown(dom.container.querySelector('label') as HTMLLabelElement, 1)).toBe(true);
});
