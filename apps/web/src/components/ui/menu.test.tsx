// @vitest-environment jsdom
// The menu primitive (WAI-ARIA menu button pattern): the menu is named by its button, takes focus on its first
// (or last) item, ↑/↓ wrap, Home/End jump, Escape closes it and hands focus back to the button without closing
// anything around it, Tab leaves from the button, a press outside closes it and a press inside does not.
import { act, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MENU_ITEM, MenuSeparator } from './menu';
import { domRootPerTest } from '@/testing/dom-root';

const dom = domRootPerTest();

function Example({ focus, onClose }: { focus?: 'first' | 'last'; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button ref={button} id="trigger" type="button" aria-expanded={open}>
        Account
      </button>
      {open && (
        <Menu
          id="menu"
          labelledBy="trigger"
          trigger={button}
          focus={focus}
          onClose={close}
          heading={<p>Signed in</p>}
        >
          <a href="/education" role="menuitem" tabIndex={-1} className={MENU_ITEM}>
            My learning
          </a>
          <a href="/admin/settings" role="menuitem" tabIndex={-1} className={MENU_ITEM}>
            Settings
          </a>
          <MenuSeparator />
          <button type="button" role="menuitem" tabIndex={-1} className={MENU_ITEM}>
            Sign out
          </button>
        </Menu>
      )}
      <p id="outside">Elsewhere</p>
    </>
  );
}

const focused = () => document.activeElement?.textContent;
const trigger = () => document.getElementById('trigger') as HTMLButtonElement;

function press(key: string, init: KeyboardEventInit = {}): boolean {
  const target = document.activeElement ?? document.body;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

describe('Menu', () => {
  it('is a menu named by its button, its heading outside it, and focuses its first item', () => {
    act(() => dom.root.render(<Example />));
    const menu = document.getElementById('menu') as HTMLElement;
    expect(menu.getAttribute('role')).toBe('menu');
    expect(menu.getAttribute('aria-labelledby')).toBe('trigger');
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent)).toEqual([
      'My learning',
      'Settings',
      'Sign out',
    ]);
    expect(menu.textContent).not.toContain('Signed in');
    expect(focused()).toBe('My learning');
  });

  it('opens at the last item when asked (↑ on the button)', () => {
    act(() => dom.root.render(<Example focus="last" />));
    expect(focused()).toBe('Sign out');
  });

  it('moves with ↓/↑ (wrapping) and Home/End', () => {
    act(() => dom.root.render(<Example />));
    expect(press('ArrowDown')).toBe(true);
    expect(focused()).toBe('Settings');
    press('ArrowDown');
    expect(focused()).toBe('Sign out');
    press('ArrowDown');
    expect(focused()).toBe('My learning');
    press('ArrowUp');
    expect(focused()).toBe('Sign out');
    press('Home');
    expect(focused()).toBe('My learning');
    press('End');
    expect(focused()).toBe('Sign out');
    expect(press('a')).toBe(false);
  });

  it('closes on Escape, gives focus back to its button and keeps the Escape to itself', () => {
    const onClose = vi.fn();
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    try {
      act(() => dom.root.render(<Example onClose={onClose} />));
      expect(press('Escape')).toBe(true);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(document.getElementById('menu')).toBeNull();
      expect(document.activeElement).toBe(trigger());
      expect(outer).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', outer);
    }
  });

  it('on Tab, closes and leaves from its button so the browser moves on from there', () => {
    act(() => dom.root.render(<Example />));
    press('ArrowDown');
    expect(press('Tab')).toBe(false);
    expect(document.getElementById('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on a press outside, not on one inside or on its button (which toggles it itself)', () => {
    const onClose = vi.fn();
    act(() => dom.root.render(<Example onClose={onClose} />));
    const pointerDown = (el: Element) =>
      act(() => {
        el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      });
    pointerDown(document.querySelector('[role="menuitem"]') as Element);
    pointerDown(trigger());
    expect(onClose).not.toHaveBeenCalled();
    pointerDown(document.getElementById('outside') as Element);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.getElementById('menu')).toBeNull();
  });
});
