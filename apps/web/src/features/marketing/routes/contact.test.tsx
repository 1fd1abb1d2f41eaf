// @vitest-environment jsdom
// The contact screen in a DOM: the form's fields reach submit_contact_request under the RPC's argument
// names, success swaps the form for the thank-you panel, a rate limit raises the destructive notice. No
// QueryClientProvider around it: /contact runs without TanStack Query (app/router.tsx).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const rpc = vi.fn();
const notifyError = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (...args: unknown[]) => rpc(...args) } }));
vi.mock('@/components/ui/toaster', () => ({ notifyError: (...args: unknown[]) => notifyError(...args) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { Component: Contact } = await import('./contact');

let root: Root;
let container: HTMLDivElement;

beforeEach(async () => {
  rpc.mockReset();
  sessionStorage.clear();
  notifyError.mockReset();
  container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter([{ path: '/contact', Component: Contact }], {
    initialEntries: ['/contact'],
  });
  root = createRoot(container);
  await act(async () => {
    root.render(<RouterProvider router={router} />);
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function field<T extends HTMLElement>(selector: string): T {
  const el = container.querySelector<T>(selector);
  if (!el) throw new Error(`missing ${selector}`);
  return el;
}

async function fillAndSubmit(values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    field<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`).value = value;
  }
  await act(async () => {
    field<HTMLFormElement>('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  // Let the submit settle.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('contact screen', () => {
  it('sends every field under the RPC argument names and thanks the visitor', async () => {
    rpc.mockResolvedValue({ data: { success: true }, error: null, status: 200 });
    await fillAndSubmit({
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      company: 'Engines Ltd',
      services: 'Bitcoin Custody Setup',
      assets: 'Over $50M',
      message: 'Hello',
    });
    expect(rpc).toHaveBeenCalledWith('submit_contact_request', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      company: 'Engines Ltd',
      service: 'Bitcoin Custody Setup',
      assets: 'Over $50M',
      message: 'Hello',
      website: null,
    });
    expect(container.querySelector('h2')?.textContent).toBe('Thank you, Ada!');
    expect(container.textContent).toContain('will reply within 24 hours');
    expect(container.querySelector('form')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Thank you, Ada!');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("sends where the tab's visit began (landing page, referrer, UTM) with the request", async () => {
    rpc.mockResolvedValue({ data: { success: true }, error: null, status: 200 });
    sessionStorage.setItem(
      'analytics-landing',
      JSON.stringify({
        landing_path: '/blog/custody-basics',
        landing_referrer: 'news.example',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: null,
      }),
    );
    await fillAndSubmit({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect(rpc.mock.calls[0]?.[1]).toMatchObject({
      first_name: 'Ada',
      landing_path: '/blog/custody-basics',
      landing_referrer: 'news.example',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: null,
    });
  });

  it('passes the honeypot through so the server can drop the request', async () => {
    rpc.mockResolvedValue({ data: { success: true }, error: null, status: 200 });
    await fillAndSubmit({
      firstName: 'Bot',
      lastName: 'Net',
      email: 'bot@example.com',
      website: 'https://spam.example',
    });
    expect(rpc.mock.calls[0]?.[1]).toMatchObject({ website: 'https://spam.example' });
  });

  it('keeps the form and raises "Too many requests" when rate-limited', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { code: 'PT429', message: 'Too many requests.' },
      status: 429,
    });
    await fillAndSubmit({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect(notifyError).toHaveBeenCalledWith('Request not sent', expect.stringMatching(/^Too many requests/));
    expect(container.querySelector('form')).not.toBeNull();
    expect(field<HTMLInputElement>('[name="firstName"]').value).toBe('Ada');
  });

  it("shows 'Sending...' on a disabled button while the request runs, and sends once", async () => {
    let answer: (value: unknown) => void = () => undefined;
    rpc.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await fillAndSubmit({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const button = field<HTMLButtonElement>('button[type="submit"]');
    expect(button.textContent).toBe('Sending...');
    expect(button.disabled).toBe(true);
    await act(async () => {
      field<HTMLFormElement>('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(rpc).toHaveBeenCalledTimes(1);
    await act(async () => answer({ data: { success: true }, error: null, status: 200 }));
    expect(container.querySelector('h2')?.textContent).toBe('Thank you, Ada!');
  });

  it('raises a generic notice when the network fails', async () => {
    rpc.mockRejectedValue(new TypeError('Failed to fetch'));
    await fillAndSubmit({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect(notifyError).toHaveBeenCalledWith('Request not sent', expect.stringMatching(/could not be sent/));
  });
});
