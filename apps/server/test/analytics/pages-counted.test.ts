// Only pages count (issue 37 #10, ADR 0021), on both databases: a path that matches a route pattern but names
// nothing — a post slug no published post has, a certificate code no certificate has — is the server's 404,
// and neither the beacon nor the page load counts it; a real post and a real certificate count both ways.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertLearningCourse, passQuiz } from '../data-model/progress-support.ts';
import { signedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';
import { ANALYTICS_ENV, browser, headersOf, storedViews, type Browser } from './support.ts';

const BOGUS_POST = '/blog/free-btc-at-evil-example-com';

describe.each(backends)('only paths that are pages are counted, on %s', (backend) => {
  let t: TestServer;
  let code: string;

  beforeAll(async () => {
    t = await startWebHost(backend, ANALYTICS_ENV);
    await t.db.query(
      `insert into public.blog_posts (title, slug, status, publish_date)
       values ('A real post', 'a-real-post', 'published', now())`,
    );
    // A certificate the honest way (as web/certificates.test.ts earns one).
    const ada = await signedInUser(t, 'contributor', { fullName: 'Ada Lovelace' });
    const c = await insertLearningCourse(t, 'Counted Course');
    await passQuiz(t, ada, c.quizA, c.questionA);
    await passQuiz(t, ada, c.quizB, c.questionB);
    await ada.client.from('user_progress').insert({ module_id: c.plain, last_slide_index: 0 });
    await ada.client
      .from('user_progress')
      .update({ status: 'completed', last_slide_index: 1 })
      .eq('module_id', c.plain);
    const issued = await ada.client.rpc('issue_certificate', { category_uuid: c.categoryId });
    expect(issued.error).toBeNull();
    code = (issued.data as { verification_code: string }).verification_code;
  });
  afterAll(async () => t?.stop());
  beforeEach(async () => {
    await t.server.analytics.flush();
    await t.db.query('delete from public.analytics_events');
  });

  const beacon = async (path: string, b: Browser) => {
    const res = await fetch(`${t.url}/api/page-view`, {
      method: 'POST',
      headers: headersOf(b, { 'content-type': 'text/plain;charset=UTF-8' }),
      body: JSON.stringify({ path }),
    });
    expect(res.status).toBe(202); // counted or not, the answer is the same
    expect(await res.text()).toBe('');
  };
  const load = async (path: string, b: Browser) => {
    const res = await fetch(`${t.url}${path}`, { headers: headersOf(b) });
    await res.arrayBuffer();
    return res.status;
  };
  const countedPaths = async () => {
    await t.server.analytics.flush();
    return (await storedViews(t.db)).map((v) => v.path).sort();
  };

  it('the beacon does not count a post slug no post has, and counts a real post', async () => {
    const b = browser();
    await beacon(BOGUS_POST, b);
    await beacon(`${BOGUS_POST}?utm_source=spam`, b);
    await beacon('/blog/a-real-post', b);
    expect(await countedPaths()).toEqual(['/blog/a-real-post']);
    // The server's own answer for the same paths: the bogus one is its 404.
    expect(await load(BOGUS_POST, browser())).toBe(404);
  });

  it('neither the beacon nor a page load counts a certificate code no certificate has; a real one counts both ways', async () => {
    const b = browser();
    for (const bogus of ['/certificates/free-btc-at-evil-example-com', '/certificates/ZZZZ-ZZZZ-ZZZZ']) {
      await beacon(bogus, b);
      expect(await load(bogus, b)).toBe(404);
    }
    await beacon(`/certificates/${code}`, b);
    expect(await load(`/certificates/${code}`, browser())).toBe(200);
    expect(await countedPaths()).toEqual([`/certificates/${code}`, `/certificates/${code}`]);
  });
});
