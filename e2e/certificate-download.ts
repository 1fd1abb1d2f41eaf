// Clicks 'Download Certificate' on a course page and reads what the PDF really draws (pdf-lib, the same
// reader the server's tests use): its strings and the verification code printed on it.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readPdfPages } from '../apps/server/test/support/pdf-text.ts';

const CODE = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/;

export interface DownloadedCertificate {
  fileName: string;
  texts: string[];
  code: string;
}

export async function downloadCertificate(page: Page): Promise<DownloadedCertificate> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Certificate' }).click(),
  ]);
  const path = await download.path();
  const bytes = readFileSync(path);
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('The download is not a PDF');
  const texts = (await readPdfPages(bytes)).flatMap((p) => p.texts);
  const code = texts.map((t) => CODE.exec(t)?.[0]).find((c) => c !== undefined);
  if (!code) throw new Error(`No verification code on the certificate: ${texts.join(' | ')}`);
  return { fileName: download.suggestedFilename(), texts, code };
}
