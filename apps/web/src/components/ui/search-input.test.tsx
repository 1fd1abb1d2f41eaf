// @vitest-environment jsdom
// The staff lists' one search box: a searchbox named like any input, its magnifier hidden from screen readers.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { domRootPerTest } from '@/testing/dom-root';
import { SearchInput } from './search-input';

const dom = domRootPerTest();

describe('SearchInput', () => {
  it('is a search input with the given name and props; the icon is decoration', () => {
    act(() =>
      dom.root.render(
        <SearchInput aria-label="Search modules" placeholder="Search modules..." className="flex-1" />,
      ),
    );
    const input = document.querySelector('input')!;
    expect(input.type).toBe('search');
    expect(input.getAttribute('aria-label')).toBe('Search modules');
    expect(input.placeholder).toBe('Search modules...');
    expect(input.className).toContain('pl-9');
    expect(input.parentElement?.className).toBe('relative flex-1');
    expect(document.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
