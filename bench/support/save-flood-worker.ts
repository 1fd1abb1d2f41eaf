// bench/revision-flood.ts's learner, in a process of its own (forked, orders over IPC): it builds and sends its
// 400 KB saves there, so the victim's timings measure the server, not the bench's event loop busy stringifying them.
import { createClient } from '@supabase/supabase-js';

export interface FloodOrder {
  url: string;
  anonKey: string;
  accessToken: string;
  forwardedFor: string;
  postId: string;
  savers: number;
  bodyBytes: number;
  pruneWhenRefused: boolean;
}

export interface FloodCounts {
  saved: number;
  refused: number;
  limited: number;
  pruned: number;
}

const order = await new Promise<FloodOrder>((resolve) => process.once('message', (m) => resolve(m as FloodOrder)));
const learner = createClient(order.url, order.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  global: { headers: { Authorization: `Bearer ${order.accessToken}`, 'X-Forwarded-For': order.forwardedFor } },
});
const counts: FloodCounts = { saved: 0, refused: 0, limited: 0, pruned: 0 };
let stop = false;
let n = 0;
process.once('message', () => {
  stop = true;
});

async function prune(): Promise<void> {
  // Keep only the newest revision: the quota has room again.
  const { data: revs } = await learner
    .from('post_revisions')
    .select('id')
    .eq('post_id', order.postId)
    .order('revision_number', { ascending: false })
    .range(1, 100);
  const ids = (revs ?? []).map((r: { id: string }) => r.id);
  if (ids.length === 0) return;
  const del = await learner.from('post_revisions').delete().in('id', ids).select('id');
  counts.pruned += del.data?.length ?? 0;
}

await Promise.all(
  Array.from({ length: order.savers }, async () => {
    while (!stop) {
      n += 1;
      const content = `<p>${String(n % 10).repeat(order.bodyBytes)}</p><p>${n}</p>`;
      const { error: e, status } = await learner.from('blog_posts').update({ content }).eq('id', order.postId);
      if (!e) counts.saved += 1;
      else if (status === 429 && e.code === 'PT429') counts.limited += 1;
      else if (status === 400 && e.code === 'P0001') {
        counts.refused += 1;
        if (order.pruneWhenRefused) await prune();
      } else throw new Error(`save failed: ${status} ${e.message}`);
    }
  }),
);
process.send?.(counts);
process.disconnect();
