// @vitest-environment jsdom
// SPEC §2/§6 gate of Education Management: the texts for a visitor and for a user without access, an
// error in has_admin_access counted as no access (and logged), and the answer cached for five minutes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessGate } from './access-gate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const state = vi.hoisted(() => ({
  user: null as { id: string } | null,
  loading: false,
  rpc: vi.fn(),
}));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: () => ({ user: state.user, loading: state.loading }) }));
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: state.rpc } }));

let root: Root;
let container: HTMLDivElement;
let client: QueryClient;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  state.rpc.mockReset();
  state.user = null;
  state.loading = false;
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const render = async () => {
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <AccessGate>
          <p>the screen</p>
        </AccessGate>
      </QueryClientProvider>,
    ),
  );
  // Let the access query settle (a few macrotasks), within act so React applies its updates.
  for (let i = 0; i < 10 && container.textContent === 'Checking your access'; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
};
const text = () => container.textContent ?? '';

describe('AccessGate', () => {
  it('shows a spinner while the session loads', async () => {
    state.loading = true;
    await render();
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    expect(text()).not.toContain('the screen');
  });

  it('tells a visitor to log in', async () => {
    await render();
    expect(text()).toBe('Authentication RequiredPlease log in to access the admin panel.');
    expect(state.rpc).not.toHaveBeenCalled();
  });

  it('denies a user the server says no to, and asks with the user id', async () => {
    state.user = { id: 'u1' };
    state.rpc.mockResolvedValue({ data: false, error: null });
    await render();
    expect(state.rpc).toHaveBeenCalledWith('has_admin_access', { user_uuid: 'u1' });
    expect(text()).toContain('Access Denied');
    expect(text()).toContain(
      "You don't have the necessary permissions to access this area. Admin or Editor role is required.",
    );
  });

  it('counts an error as no access and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.user = { id: 'u1' };
    state.rpc.mockResolvedValue({ data: null, error: { message: 'boom' } });
    await render();
    expect(text()).toContain('Access Denied');
    expect(log).toHaveBeenCalledWith('Admin access check failed', { message: 'boom' });
    log.mockRestore();
  });

  it('lets staff in and reuses the answer for five minutes', async () => {
    state.user = { id: 'u1' };
    state.rpc.mockResolvedValue({ data: true, error: null });
    await render();
    expect(text()).toBe('the screen');
    act(() => root.unmount());
    root = createRoot(container);
    await render();
    expect(text()).toBe('the screen');
    expect(state.rpc).toHaveBeenCalledTimes(1);
    const cached = client.getQueryCache().find({ queryKey: ['education-admin', 'access', 'u1'] });
    expect(cached?.options).toMatchObject({ staleTime: 300_000 });
  });
});
