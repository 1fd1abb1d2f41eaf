// @vitest-environment jsdom
// Our tabs (WAI-ARIA tabs pattern): roles and their links (aria-selected, aria-controls, aria-labelledby), one
// tab stop, ←/→ with wrap-around and Home/End moving focus and selecting, clicks, disabled tabs skipped,
// only the selected panel rendered, controlled and uncontrolled use.
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { domRootPerTest } from '@/testing/dom-root';

const dom = domRootPerTest();

function Example({
  disabled = false,
  onValueChange,
}: {
  disabled?: boolean;
  onValueChange?: (v: string) => void;
}) {
  return (
    <Tabs defaultValue="signin" onValueChange={onValueChange}>
      <TabsList>
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
        <TabsTrigger value="reset" disabled={disabled}>
          Reset
        </TabsTrigger>
      </TabsList>
      <TabsContent value="signin">
        <input aria-label="Email" />
      </TabsContent>
      <TabsContent value="signup">Sign-up form</TabsContent>
      <TabsContent value="reset">Reset form</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) =>
  [...dom.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
    (t) => t.textContent === name,
  ) as HTMLButtonElement;
const panels = () => [...dom.container.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
const selected = () => dom.container.querySelector('[aria-selected="true"]')?.textContent;

function press(key: string, init: KeyboardEventInit = {}): boolean {
  const target = document.activeElement ?? document.body;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

describe('Tabs', () => {
  it('marks up the pattern: a tablist of tabs, each naming its panel, the panel labelled by its tab', () => {
    act(() => dom.root.render(<Example />));
    const list = dom.container.querySelector('[role="tablist"]');
    expect(list?.getAttribute('aria-orientation')).toBe('horizontal');
    expect(list?.querySelectorAll('[role="tab"]')).toHaveLength(3);
    const signIn = tab('Sign In');
    expect(signIn.getAttribute('aria-selected')).toBe('true');
    expect(signIn.dataset.state).toBe('active');
    expect(signIn.type).toBe('button');
    expect(tab('Sign Up').getAttribute('aria-selected')).toBe('false');
    expect(tab('Sign Up').dataset.state).toBe('inactive');
    // Only the selected panel is in the document, tied to its tab both ways.
    expect(panels()).toHaveLength(1);
    const panel = panels()[0] as HTMLElement;
    expect(panel.id).toBe(signIn.getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(signIn.id);
    expect(panel.tabIndex).toBe(0);
    expect(tab('Sign Up').getAttribute('aria-controls')).not.toBe(panel.id);
  });

  it('is one tab stop: the selected tab is focusable by Tab, the others are not', () => {
    act(() => dom.root.render(<Example />));
    expect(tab('Sign In').tabIndex).toBe(0);
    expect(tab('Sign Up').tabIndex).toBe(-1);
    expect(tab('Reset').tabIndex).toBe(-1);
  });

  it('selects a tab on click and shows its panel in place of the other', () => {
    const onValueChange = vi.fn();
    act(() => dom.root.render(<Example onValueChange={onValueChange} />));
    act(() => tab('Sign Up').click());
    expect(selected()).toBe('Sign Up');
    expect(panels().map((p) => p.textContent)).toEqual(['Sign-up form']);
    expect(tab('Sign Up').tabIndex).toBe(0);
    expect(tab('Sign In').tabIndex).toBe(-1);
    expect(onValueChange).toHaveBeenCalledWith('signup');
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('moves focus and selection with →/← (wrapping) and Home/End', () => {
    act(() => dom.root.render(<Example />));
    act(() => tab('Sign In').focus());
    expect(press('ArrowRight')).toBe(true);
    expect(document.activeElement).toBe(tab('Sign Up'));
    expect(selected()).toBe('Sign Up');
    press('ArrowRight');
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('Sign In'));
    expect(selected()).toBe('Sign In');
    press('ArrowLeft');
    expect(selected()).toBe('Reset');
    press('Home');
    expect(selected()).toBe('Sign In');
    press('End');
    expect(document.activeElement).toBe(tab('Reset'));
    expect(panels().map((p) => p.textContent)).toEqual(['Reset form']);
  });

  it('skips a disabled tab and leaves other keys (and modified arrows) to the browser', () => {
    act(() => dom.root.render(<Example disabled />));
    act(() => tab('Sign Up').focus());
    press('ArrowRight');
    expect(selected()).toBe('Sign In');
    press('End');
    expect(selected()).toBe('Sign Up');
    expect(press('ArrowDown')).toBe(false);
    expect(press('ArrowLeft', { altKey: true })).toBe(false);
    expect(selected()).toBe('Sign Up');
  });

  it('does not steal keys typed inside a panel', () => {
    act(() => dom.root.render(<Example />));
    act(() => (dom.container.querySelector('input') as HTMLInputElement).focus());
    expect(press('Home')).toBe(false);
    expect(selected()).toBe('Sign In');
  });

  it('follows a controlled value and reports changes without moving on its own', () => {
    const changes: string[] = [];
    function Controlled() {
      const [tabValue, setTabValue] = useState('b');
      return (
        <>
          <button type="button" onClick={() => setTabValue('a')}>
            outside
          </button>
          <Tabs
            value={tabValue}
            onValueChange={(v) => {
              changes.push(v);
              if (v !== 'c') setTabValue(v);
            }}
          >
            <TabsList>
              <TabsTrigger value="a">A</TabsTrigger>
              <TabsTrigger value="b">B</TabsTrigger>
              <TabsTrigger value="c">C</TabsTrigger>
            </TabsList>
            <TabsContent value="a">panel a</TabsContent>
            <TabsContent value="b">panel b</TabsContent>
            <TabsContent value="c">panel c</TabsContent>
          </Tabs>
        </>
      );
    }
    act(() => dom.root.render(<Controlled />));
    expect(selected()).toBe('B');
    act(() => tab('C').click());
    expect(changes).toEqual(['c']);
    expect(selected()).toBe('B'); // the owner refused it
    act(() => (dom.container.querySelector('button') as HTMLButtonElement).click());
    expect(panels().map((p) => p.textContent)).toEqual(['panel a']);
  });

  it('refuses its parts outside <Tabs>', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => act(() => dom.root.render(<TabsTrigger value="x">x</TabsTrigger>))).toThrow(
      '<TabsTrigger> must be inside <Tabs>',
    );
    error.mockRestore();
  });
});
