// config/firm.ts is the ONE place the firm's details are written (issue 26; README "The firm's details"):
// no other file of the source — web app, its build scripts, the server, migrations, tests, benchmarks —
// may carry a copy of a value, or the next edit of firm.ts would leave the copy behind. Screens, the
// route manifest, the server (through the build's routes.json) and tests read `firm` instead.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firm, mailtoHref, telHref } from './firm';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SELF = 'apps/web/src/config/firm.ts';
const SCANNED = [
  'apps/web/src',
  'apps/web/build',
  'apps/web/index.html',
  'apps/server/src',
  'apps/server/test',
  'e2e',
  'bench',
  'scripts',
  'supabase',
];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|html|sql|css|md|txt)$/;

function files(path: string): string[] {
  const abs = join(ROOT, path);
  let stat;
  try {
    stat = statSync(abs);
  } catch {
    return [];
  }
  if (stat.isFile()) return TEXT.test(path) ? [path] : [];
  return readdirSync(abs)
    .filter((name) => !SKIP_DIRS.has(name))
    .flatMap((name) => files(join(path, name)));
}

/** Every value a person would recognise as the firm's, plus the distinctive parts of each. */
function firmValues(): string[] {
  const values = [
    firm.legalName,
    firm.address.street,
    firm.disclosure,
    firm.email,
    firm.email.split('@')[1]!,
    mailtoHref(firm.email),
    firm.phone.display,
    firm.phone.e164,
    telHref(firm.phone),
    firm.officeHours,
    firm.shopUrl,
    new URL(firm.shopUrl).host,
    ...firm.social.map((s) => s.url),
  ];
  return [...new Set(values)];
}

describe('config/firm.ts is the one place the firm details are written', () => {
  const sources = SCANNED.flatMap(files).filter((f) => f !== SELF);

  it('scans the whole source tree', () => {
    expect(sources).toContain('apps/web/src/features/marketing/content/contact.ts');
    expect(sources).toContain('apps/web/src/config/paths.ts');
    expect(sources).toContain('apps/server/src/app.ts');
    expect(sources).toContain('e2e/contact.spec.ts');
    expect(sources.length).toBeGreaterThan(500);
  });

  it('finds no copy of a firm value in any other file', () => {
    const copies: string[] = [];
    for (const file of sources) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const value of firmValues()) if (text.includes(value)) copies.push(`${file}: ${value}`);
    }
    expect(copies).toEqual([]);
  });

  it('has every detail the README names', () => {
    expect(firm.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(firm.phone.e164).toMatch(/^\+\d{8,15}$/);
    expect(firm.phone.display.replace(/[^\d+]/g, '')).toBe(firm.phone.e164);
    expect(firm.officeHours).not.toBe('');
    expect(new URL(firm.shopUrl).protocol).toBe('https:');
    for (const s of firm.social) expect(new URL(s.url).protocol).toBe('https:');
  });

  it('the README names this file as the one place', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('`apps/web/src/config/firm.ts`');
    for (const key of ['`email`', '`phone`', '`officeHours`', '`shopUrl`', '`social`']) {
      expect(readme).toContain(key);
    }
  });
});
