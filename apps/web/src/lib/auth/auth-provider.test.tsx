// @vitest-environment jsdom
// When the auth provider reads the stored session: on its first render in the browser, not when its module
// loads (a fresh tab's first localStorage read is slow on a phone and used to lengthen the app's start-up task).
import { act } from 'react';
import { expect, it, vi } from 'vitest';
import { domRootPerTest } from '@/testing/dom-root';

const dom = domRootPerTest();

it('reads the stored session on its first render, not when its module loads, and only once', async () => {
  const read = vi.spyOn(Storage.prototype, 'getItem');
  try {
    const { AuthProvider } = await import('./auth-provider');
    expect(read).not.toHaveBeenCalled();
    act(() =>
      dom.root.render(
        <AuthProvider>
          <p>page</p>
        </AuthProvider>,
      ),
    );
    const sessionReads = () => read.mock.calls.filter(([key]) => /^sb-.+-auth-token$/.test(key)).length;
    expect(sessionReads()).toBe(1);
    expect(dom.container.textContent).toBe('page');
    act(() =>
      dom.root.render(
        <AuthProvider>
          <p>again</p>
        </AuthProvider>,
      ),
    );
    expect(sessionReads()).toBe(1);
  } finally {
    read.mockRestore();
  }
});
