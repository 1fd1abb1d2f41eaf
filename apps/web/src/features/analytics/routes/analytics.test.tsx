// @vitest-environment jsdom
// The analytics screen in a DOM, over a report as rpc('analytics_report') answers it: SPEC's cards with the
// period's figures and changes, SPEC's empty texts for a site without data, every panel's rows, the period kept
// in the URL and asked of the server, the chart's values in its table, Export CSV's file, a failed report said in
// words, and the collection setting (admins change it, with the form's message; editors read it).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type Router } from '@/lib/router';
import { domRootPerTest } from '@/testing/dom-root';
import { busyReport, emptyReport } from '../api/report-fixture';

const state = vi.hoisted(() => ({
  role: 'admin' as 'admin' | 'editor',
  report: null as unknown,
  reportError: null as unknown,
  settings: { collect: true, retention_days: 90 },
  rpc: vi.fn(),
  update: vi.fn(),
  saveFile: vi.fn(),
  notify: vi.fn(),
  notifyError: vi.fn(),
}));

vi.mock('@/lib/auth/use-auth', () => ({
  useAuth: () => ({
    profile: { role: state.role },
    user: { id: 'u1' },
    loading: false,
    profileLoading: false,
  }),
}));
vi.mock('@/lib/supabase', () => ({
  supabase: {
    rpc: (name: string, args: { period: string }) => {
      state.rpc(name, args);
      return Promise.resolve(
        state.reportError
          ? { data: null, error: state.reportError }
          : { data: { ...(state.report as object), period: args.period }, error: null },
      );
    },
    from: () => ({
      select: () => ({
        single: () => ({ overrideTypes: () => Promise.resolve({ data: state.settings, error: null }) }),
      }),
      update: (values: unknown) => {
        state.update(values);
        return {
          eq: () => ({
            select: () => ({
              overrideTypes: () => Promise.resolve({ data: [values], error: null }),
            }),
          }),
        };
      },
    }),
  },
}));
vi.mock('@/lib/save-file', () => ({ saveFile: state.saveFile }));
vi.mock('@/components/ui/toaster', () => ({ notify: state.notify, notifyError: state.notifyError }));
// recharts draws nothing measurable in jsdom: the chart is a stand-in here (the e2e test draws the real one).
vi.mock('../components/traffic-chart', () => ({ default: () => <div data-testid="chart" /> }));

// Radix's Switch measures its thumb; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const { Component: Analytics } = await import('./analytics');

const dom = domRootPerTest();
let router: Router;

beforeEach(() => {
  state.role = 'admin';
  state.report = busyReport();
  state.reportError = null;
  state.settings = { collect: true, retention_days: 90 };
  for (const fn of [state.rpc, state.update, state.saveFile, state.notify, state.notifyError]) fn.mockReset();
});
afterEach(() => router.dispose());

async function settle() {
  for (let i = 0; i < 10; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function render(url = '/admin/analytics') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  router = createMemoryRouter([{ path: '/admin/analytics', Component: Analytics }], {
    initialEntries: [url],
  });
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  await settle();
}

const text = () => dom.container.textContent ?? '';
const region = (name: string) => {
  const el = [...dom.container.querySelectorAll('[role="region"]')].find(
    (r) => document.getElementById(r.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  );
  if (!el) throw new Error(`no region ${name}`);
  return el as HTMLElement;
};
const card = (name: string) => {
  const el = [...dom.container.querySelectorAll('[role="group"]')].find(
    (r) => document.getElementById(r.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  );
  if (!el) throw new Error(`no card ${name}`);
  return {
    value: el.querySelector('[data-slot="stat-value"]')?.textContent,
    note: el.querySelector('[data-slot="stat-note"]')?.textContent,
  };
};
const radio = (label: string) => {
  const input = [...dom.container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (r) => r.closest('label')?.textContent === label,
  );
  if (!input) throw new Error(`no radio ${label}`);
  return input;
};
const button = (name: string) => {
  const el = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!el) throw new Error(`no button ${name}`);
  return el;
};

describe('analytics screen', () => {
  it("keeps SPEC's cards and empty texts for a site without data", async () => {
    state.report = emptyReport();
    await render();
    expect(card('Total Views')).toEqual({ value: '0', note: '+0% from the previous 7 days' });
    expect(card('Unique Visitors').value).toBe('0');
    expect(card('Page Views').value).toBe('0');
    expect(card('Engagement Rate')).toEqual({ value: '0%', note: '+0 pts from the previous 7 days' });
    expect(region('Traffic Overview').textContent).toBe('Traffic OverviewNo traffic data available');
    expect(region('Top Posts').textContent).toBe('Top PostsNo post data available');
    expect(dom.container.querySelector('[data-testid="chart"]')).toBeNull();
  });

  it('shows the period’s figures with their change, and every panel’s rows', async () => {
    await render();
    expect(state.rpc).toHaveBeenCalledWith('analytics_report', { period: '7d' });
    expect(card('Total Views')).toEqual({ value: '1,240', note: '+24% from the previous 7 days' });
    expect(card('Unique Visitors')).toEqual({ value: '320', note: '-20% from the previous 7 days' });
    expect(card('Page Views')).toEqual({ value: '1,100', note: '+22% from the previous 7 days' });
    expect(card('Engagement Rate')).toEqual({ value: '40%', note: '+10 pts from the previous 7 days' });

    const post = region('Top Posts').querySelector('a');
    expect(post?.textContent).toBe('Custody basics');
    expect(post?.getAttribute('href')).toBe('/blog/custody-basics');
    expect(region('Top Posts').textContent).toContain('/blog/gone'); // a post that no longer exists
    expect(region('Referrers').textContent).toContain('Direct');
    expect(region('Referrers').textContent).toContain('news.example');
    expect(region('Campaigns').textContent).toContain('newsletter / email / november3025');
    expect(region('Devices').textContent).toContain('Desktop200');
    expect(region('Conversions').textContent).toContain('/blog/custody-basics2');
    expect(region('Course Funnel').textContent).toContain('Bitcoin basics40104');
    expect(region('404 Hits (all time)').textContent).toContain('/missing11');
    expect(region('Redirect Hits (all time)').querySelector('a')?.getAttribute('href')).toBe(
      '/admin/redirects',
    );
  });

  it('reads "New" when the previous period had none', async () => {
    state.report = busyReport({ previous: emptyReport().previous });
    await render();
    expect(card('Total Views').note).toBe('New');
    expect(card('Engagement Rate').note).toBe('New');
  });

  it('lists every value of the chart in its table', async () => {
    await render();
    const traffic = region('Traffic Overview');
    expect(traffic.querySelector('summary')?.textContent).toBe('Show as table');
    const rows = [...traffic.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toBe('Nov 22, 2026100' + '30');
    expect(traffic.querySelector('th[scope="row"]')?.textContent).toBe('Nov 22, 2026');
  });

  it('keeps the period in the URL and asks the server for it', async () => {
    await render('/admin/analytics?period=today');
    expect(radio('Today').checked).toBe(true);
    expect(card('Total Views').note).toBe('+24% from yesterday');
    await act(async () => radio('12 months').click());
    await settle();
    expect(router.state.location.search).toBe('?period=12m');
    expect(state.rpc).toHaveBeenLastCalledWith('analytics_report', { period: '12m' });
    expect(card('Total Views').note).toBe('+24% from the previous 12 months');
    expect(region('Traffic Overview').querySelector('thead')?.textContent).toBe('MonthViewsVisitors');
  });

  it('exports the period as one CSV file', async () => {
    await render();
    await act(async () => button('Export CSV').click());
    expect(state.saveFile).toHaveBeenCalledTimes(1);
    const [name, body, type] = state.saveFile.mock.calls[0] as [string, string, string];
    expect(name).toBe('analytics-7d-2026-11-28.csv');
    expect(type).toBe('text/csv;charset=utf-8');
    expect(body).toContain('/blog/custody-basics,Custody basics,300,120');
    expect(state.notify).toHaveBeenCalledWith('Export ready', 'Saved as analytics-7d-2026-11-28.csv');
  });

  it('says in words when the report cannot be loaded', async () => {
    state.reportError = { message: 'permission denied', code: '42501' };
    await render();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain(
      'The analytics report could not be loaded.',
    );
    expect(button('Export CSV').disabled).toBe(true);
  });

  it('tells staff when collection is off', async () => {
    state.report = busyReport({ collecting: false });
    await render();
    expect(text()).toContain('Collection is off: no new page views are counted');
  });
});

describe('collection setting', () => {
  const retention = () => dom.container.querySelector<HTMLInputElement>('input[name="retention_days"]')!;
  const setRetention = async (value: string) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setter.call(retention(), value);
      retention().dispatchEvent(new Event('input', { bubbles: true }));
    });
  };

  it('lets an admin turn collection off and keep raw events for N days', async () => {
    await render();
    const toggle = dom.container.querySelector<HTMLButtonElement>('button[role="switch"]')!;
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await act(async () => toggle.click());
    await setRetention('30');
    await act(async () => button('Save').click());
    await settle();
    expect(state.update).toHaveBeenCalledWith({ collect: false, retention_days: 30 });
    expect(state.notify).toHaveBeenCalledWith('Success', 'Analytics collection is off');
  });

  it('refuses a retention outside 1–3650 days with a clear message', async () => {
    await render();
    for (const value of ['0', '3651', '', '2.5']) {
      await setRetention(value);
      await act(async () => button('Save').click());
      await settle();
      expect(retention().getAttribute('aria-invalid')).toBe('true');
      expect(text()).toContain('Keep raw events for a whole number of days from 1 to 3650');
    }
    expect(state.update).not.toHaveBeenCalled();
  });

  it('shows an editor the setting read-only', async () => {
    state.role = 'editor';
    state.settings = { collect: false, retention_days: 1 };
    await render();
    const panel = region('Collection');
    expect(panel.querySelector('form, input, button')).toBeNull();
    expect(panel.textContent).toContain('Collect analyticsOff');
    expect(panel.textContent).toContain('1 day');
    expect(panel.textContent).toContain('Only administrators can change these settings.');
  });
});
