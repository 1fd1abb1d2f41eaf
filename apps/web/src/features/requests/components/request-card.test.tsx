// @vitest-environment jsdom
// A request's card says where the visit that sent it began (issue 28), and nothing when that was not recorded.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { domRootPerTest } from '@/testing/dom-root';
import type { ContactRequest } from '../api/get-contact-requests';
import { RequestCard } from './request-card';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

const dom = domRootPerTest();

const request = (attribution: Partial<ContactRequest> = {}): ContactRequest => ({
  id: 'r1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  company: null,
  service: null,
  assets: null,
  message: null,
  status: 'new',
  created_at: '2026-11-28T09:00:00Z',
  landing_path: null,
  landing_referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  ...attribution,
});

async function render(r: ContactRequest) {
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={new QueryClient()}>
        <RequestCard request={r} />
      </QueryClientProvider>,
    ),
  );
  return dom.container.textContent ?? '';
}

describe('RequestCard attribution', () => {
  it('shows the landing page, referrer and campaign', async () => {
    const text = await render(
      request({
        landing_path: '/blog/x',
        landing_referrer: 'news.example',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'november',
      }),
    );
    expect(text).toContain('Landed on /blog/x · from news.example · newsletter / email / november');
  });

  it('shows nothing when the visit was not recorded', async () => {
    const text = await render(request());
    expect(text).not.toContain('Landed on');
  });
});
