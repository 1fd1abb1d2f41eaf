// @vitest-environment jsdom
// The one loading / error / empty component: one state at a time, in that order; the loading placeholder is a
// busy status region with its label; the error is an alert with the server's words; the empty state only when
// the caller says so; the data's render function runs only once the data is there.
import { act } from 'react';
import { Inbox } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { domRootPerTest } from '@/testing/dom-root';
import { DataState, EmptyState, failedToLoad, LoadingState } from './data-state';

const dom = domRootPerTest();
const render = (node: React.ReactNode) => act(() => dom.root.render(node));
const idle = { isPending: false, isError: false, error: null };

describe('DataState', () => {
  it('loading: a busy status named for screen readers, skeleton rows; the data is not rendered', () => {
    const data = vi.fn(() => 'rows');
    render(<DataState query={{ ...idle, isPending: true }} loading="Loading users" children={data} />);
    const status = document.querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading users');
    expect(status.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3);
    expect(data).not.toHaveBeenCalled();
  });

  it("failed: an alert with the server's message, in the caller's words or the usual ones", () => {
    const error = { code: 'PGRST000', message: 'Service unavailable' };
    render(
      <DataState query={{ ...idle, isError: true, error }} loading="L" error={failedToLoad('users')}>
        {() => 'rows'}
      </DataState>,
    );
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Failed to load users: Service unavailable',
    );
    render(
      <DataState query={{ ...idle, isError: true, error: new Error('') }} loading="L">
        {() => 'rows'}
      </DataState>,
    );
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Failed to load');
  });

  it('empty when the caller says so, else the data', () => {
    render(
      <DataState query={idle} loading="L" empty={<EmptyState title="No users match your search" />}>
        {() => 'rows'}
      </DataState>,
    );
    expect(document.body.textContent).toBe('No users match your search');
    render(
      <DataState query={idle} loading="L" empty={false}>
        {() => 'rows'}
      </DataState>,
    );
    expect(document.body.textContent).toBe('rows');
  });
});

describe('LoadingState and EmptyState', () => {
  it('a custom placeholder; an empty state with a heading, an icon, words and an action', () => {
    render(
      <>
        <LoadingState label="Loading posts">
          <p>card</p>
        </LoadingState>
        <EmptyState
          heading
          icon={Inbox}
          title="No posts yet"
          description="Write one."
          action={<button>New</button>}
        />
      </>,
    );
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Loading postscard');
    expect(document.querySelector('h2')?.textContent).toBe('No posts yet');
    expect(document.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('button')?.textContent).toBe('New');
  });
});
