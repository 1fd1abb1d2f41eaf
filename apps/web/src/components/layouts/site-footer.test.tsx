// @vitest-environment jsdom
// The footer reads the firm's social accounts from config/firm.ts (issue 26): each is a link that opens in
// a new tab and says so; a firm without any shows no social list at all.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { domRootPerTest } from '@/testing/dom-root';

const social = vi.hoisted(() => ({ list: [] as { label: string; url: string }[] }));
vi.mock('@/config/firm', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/config/firm')>();
  return {
    ...real,
    firm: {
      ...real.firm,
      get social() {
        return social.list;
      },
    },
  };
});

const { SiteFooter } = await import('./site-footer');

const dom = domRootPerTest();

async function render() {
  const router = createMemoryRouter([{ path: '/', Component: SiteFooter }], { initialEntries: ['/'] });
  await act(async () => dom.root.render(<RouterProvider router={router} />));
}

const socialNav = () => dom.container.querySelector('nav[aria-label="Social media"]');

describe('SiteFooter social links', () => {
  it("lists the firm's accounts, each opening in a new tab", async () => {
    social.list = [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/company/test-firm' },
      { label: 'YouTube', url: 'https://www.youtube.com/@test-firm' },
    ];
    await render();
    const links = [...(socialNav()?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => a.textContent)).toEqual([
      'LinkedIn (opens in a new tab)',
      'YouTube (opens in a new tab)',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(social.list.map((s) => s.url));
    expect(links.every((a) => a.target === '_blank' && a.rel === 'noopener noreferrer')).toBe(true);
  });

  it('shows no social list when the firm has none', async () => {
    social.list = [];
    await render();
    expect(socialNav()).toBeNull();
  });
});
