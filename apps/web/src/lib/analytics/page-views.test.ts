import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageViews, type PageViewTransport } from './page-views';

const transport = { send: vi.fn(), retract: vi.fn() } satisfies PageViewTransport;
beforeEach(() => {
  transport.send.mockReset();
  transport.retract.mockReset();
});

describe('page views', () => {
  it('reports each in-app navigation of a visitor, never the first load', () => {
    const views = createPageViews('/blog', transport);
    views.viewer({ kind: 'visitor' });
    views.start('/blog');
    views.navigated('/blog');
    expect(transport.send).not.toHaveBeenCalled();
    views.navigated('/blog/custody-basics');
    views.navigated('/contact');
    expect(transport.send.mock.calls).toEqual([['/blog/custody-basics'], ['/contact']]);
  });

  it('does not report the same page twice in a row (a query or hash change)', () => {
    const views = createPageViews('/glossary', transport);
    views.viewer({ kind: 'visitor' });
    views.navigated('/glossary');
    expect(transport.send).not.toHaveBeenCalled();
  });

  it('never reports /admin…, /preview… or the not-found page', () => {
    const views = createPageViews('/', transport);
    views.viewer({ kind: 'visitor' });
    views.navigated('/admin');
    views.navigated('/admin/posts');
    views.navigated('/preview/posts/1');
    views.navigated('/no-such-page', true);
    views.navigated('/administrators-guide');
    expect(transport.send.mock.calls).toEqual([['/administrators-guide']]);
  });

  it('holds navigations until a stored session’s role is known, then sends them for a non-staff reader', () => {
    const views = createPageViews('/education', transport);
    views.navigated('/education/category/c1');
    expect(transport.send).not.toHaveBeenCalled();
    views.viewer({ kind: 'visitor' });
    expect(transport.send.mock.calls).toEqual([['/education/category/c1']]);
    views.viewer({ kind: 'visitor' });
    expect(transport.send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for staff and takes the first load back once, with the access token', () => {
    const views = createPageViews('/blog/x', transport);
    views.navigated('/about');
    views.viewer({ kind: 'staff', token: 'jwt-1' });
    views.navigated('/services');
    views.viewer({ kind: 'staff', token: 'jwt-2' }); // a refreshed token: still once per page load
    expect(transport.send).not.toHaveBeenCalled();
    expect(transport.retract.mock.calls).toEqual([['/blog/x', 'jwt-1']]);
  });

  it('does not ask to take back a first load the server never counted (/admin…)', () => {
    const views = createPageViews('/admin/analytics', transport);
    views.viewer({ kind: 'staff', token: 'jwt' });
    expect(transport.retract).not.toHaveBeenCalled();
  });

  it('counts again once staff sign out', () => {
    const views = createPageViews('/', transport);
    views.viewer({ kind: 'staff', token: 'jwt' });
    views.viewer({ kind: 'visitor' });
    views.navigated('/about');
    expect(transport.send.mock.calls).toEqual([['/about']]);
  });
});
