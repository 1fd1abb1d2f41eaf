// @vitest-environment jsdom
// The dashboard's cards for staff: the last 30 days' visitors and page views with their change against the 30
// days before ("… from last month", "New"), and 'Active'/'Live' or 'Off' as the report says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { domRootPerTest } from '@/testing/dom-root';
import { busyReport, emptyReport } from '../api/report-fixture';

const state = vi.hoisted(() => ({ rpc: vi.fn() }));
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: state.rpc } }));

const { DashboardFigures } = await import('./dashboard-figures');
const dom = domRootPerTest();

beforeEach(() => state.rpc.mockReset());

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <DashboardFigures />
      </QueryClientProvider>,
    ),
  );
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const cards = () => [...dom.container.querySelectorAll('[role="group"]')].map((c) => c.textContent);

describe('DashboardFigures', () => {
  it('shows the 30-day figures with their change from last month', async () => {
    state.rpc.mockResolvedValue({ data: { ...busyReport(), period: '30d' }, error: null });
    await render();
    expect(state.rpc).toHaveBeenCalledWith('analytics_report', { period: '30d' });
    expect(cards()).toEqual([
      'Site Visitors320-20% from last month',
      'Page Views1,100+22% from last month',
      'AnalyticsActiveLiveCounting page views, without cookies',
    ]);
  });

  it('reads "New" against an empty month and "+0%" when both are empty', async () => {
    const report = busyReport({ period: '30d', previous: emptyReport().previous });
    report.current = { ...report.current, pageViews: 0 };
    state.rpc.mockResolvedValue({ data: report, error: null });
    await render();
    expect(cards().slice(0, 2)).toEqual(['Site Visitors320New', 'Page Views0+0% from last month']);
  });

  it("reads 'Off' when collection is turned off", async () => {
    state.rpc.mockResolvedValue({
      data: { ...emptyReport({ collecting: false }), period: '30d' },
      error: null,
    });
    await render();
    expect(cards()[2]).toBe('AnalyticsOffNo page views are being counted');
  });

  it('says when the figures cannot be loaded', async () => {
    state.rpc.mockResolvedValue({ data: null, error: { message: 'boom' } });
    await render();
    expect(cards()[0]).toBe('Site Visitors—The figures could not be loaded');
  });
});
