// The list query the library and the picker send, against the real server on each database: the uploader
// embedded from profiles, images only, and a search whose text reaches SQL literally (PostgREST syntax and
// LIKE wildcards in it are data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../../../server/test/rest/supabase-js-support.ts';
import { backends } from '../../../../server/test/support/backends.ts';
import {
  PNG_1X1,
  startStorageServer,
  type StorageTestServer,
} from '../../../../server/test/storage/support.ts';
import { queryMediaAssets } from './media-assets-query';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(backends)('queryMediaAssets on %s', (backend) => {
  let t: StorageTestServer;
  let staff: SignedInUser;

  beforeAll(async () => {
    t = await startStorageServer(backend);
    staff = await signedInUser(t, 'editor', { fullName: 'Erin Editor', username: 'erin' });
    const up = (name: string, body: Buffer, contentType: string) =>
      staff.client.storage
        .from('media')
        .upload(name, body, { contentType })
        .then((r) => expect(r.error).toBeNull());
    await up('2026/11/chart-aaaaaa.png', PNG_1X1, 'image/png');
    await up('2026/11/50-off_sale-bbbbbb.png', PNG_1X1, 'image/png');
    await up('2026/11/report-cccccc.pdf', PDF, 'application/pdf');
    await staff.client
      .from('media_assets')
      .update({ alt_text: 'Price, (daily) "close"', caption: 'Source: exchange' })
      .eq('object_path', '2026/11/chart-aaaaaa.png');
  });
  afterAll(async () => {
    await t?.stop();
  });

  const names = (rows: { file_name: string }[]) => rows.map((r) => r.file_name).sort();

  it('lists every file with its uploader', async () => {
    const rows = await queryMediaAssets(staff.client);
    expect(names(rows)).toEqual(['50-off_sale-bbbbbb.png', 'chart-aaaaaa.png', 'report-cccccc.pdf']);
    expect(rows[0]!.uploader).toEqual({ full_name: 'Erin Editor', username: 'erin' });
  });

  it('lists only images for the picker', async () => {
    expect(names(await queryMediaAssets(staff.client, { imagesOnly: true }))).toEqual([
      '50-off_sale-bbbbbb.png',
      'chart-aaaaaa.png',
    ]);
  });

  it.each([
    ['CHART', ['chart-aaaaaa.png']],
    ['(daily) "close"', ['chart-aaaaaa.png']],
    ['price, (', ['chart-aaaaaa.png']],
    ['exchange', ['chart-aaaaaa.png']],
    ['report', ['report-cccccc.pdf']],
    ['off_sale', ['50-off_sale-bbbbbb.png']],
    // `_` and `%` are literal: "f_s" is not "off-sale"'s "f-s", "%" matches no name.
    ['f-s', []],
    ['chart_', []],
    ['%', []],
    ['nothing here', []],
  ])('searches %j in file name, alt text and caption', async (search, want) => {
    expect(names(await queryMediaAssets(staff.client, { search }))).toEqual(want);
  });
});
