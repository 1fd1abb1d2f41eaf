// The metric-matched fallbacks in styles.css must match the font files they stand in for: a fallback's
// ascent-override × size-adjust is the web font's own ascender (hhea, in em), and likewise the descender,
// or text laid out before the font arrives moves when it swaps in. The numbers are read from the very
// woff2 files the build ships (their hhea/head tables), so changing a font without its fallback fails here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const css = readFileSync(new URL('../../styles.css', import.meta.url), 'utf8');

// WOFF2 §5.1: the known table tags by their 6-bit index (the first twelve; tables are located by summing
// lengths, so the others only need telling apart, and head/hhea are among these).
const KNOWN_TAGS = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
];

function readBase128(buf: Buffer, at: { pos: number }): number {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = buf[at.pos++]!;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  throw new Error('bad UIntBase128');
}

/** unitsPerEm, ascender, descender and lineGap of a woff2 font (head and hhea are never transformed). */
function woff2Metrics(file: string) {
  const buf = readFileSync(file);
  if (buf.toString('latin1', 0, 4) !== 'wOF2') throw new Error(`${file} is not woff2`);
  const numTables = buf.readUInt16BE(12);
  const compressedSize = buf.readUInt32BE(20);
  const at = { pos: 48 };
  const tables: Array<{ tag: string; length: number }> = [];
  for (let i = 0; i < numTables; i++) {
    const flags = buf[at.pos++]!;
    const index = flags & 0x3f;
    let tag = KNOWN_TAGS[index] ?? `#${index}`;
    if (index === 63) {
      tag = buf.toString('latin1', at.pos, at.pos + 4);
      at.pos += 4;
    }
    const version = flags >> 6;
    const origLength = readBase128(buf, at);
    // glyf/loca are transformed unless version 3; any other table only when its version is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    tables.push({ tag, length: transformed ? readBase128(buf, at) : origLength });
  }
  const data = brotliDecompressSync(buf.subarray(at.pos, at.pos + compressedSize));
  const offsets = new Map<string, number>();
  let offset = 0;
  for (const t of tables) {
    offsets.set(t.tag, offset);
    offset += t.length;
  }
  const head = offsets.get('head')!;
  const hhea = offsets.get('hhea')!;
  // head's magic number proves the table walk landed where it should.
  if (data.readUInt32BE(head + 12) !== 0x5f0f3cf5) throw new Error(`${file}: head table not found`);
  return {
    unitsPerEm: data.readUInt16BE(head + 18),
    ascender: data.readInt16BE(hhea + 4),
    descender: data.readInt16BE(hhea + 6),
    lineGap: data.readInt16BE(hhea + 8),
  };
}

/** The descriptors of the @font-face rule for `family` in styles.css, as numbers (percent → fraction). */
function fallbackRule(family: string): Record<string, number> {
  const rule = new RegExp(`@font-face\\s*{[^}]*font-family:\\s*'${family}';([^}]*)}`).exec(css);
  if (!rule) throw new Error(`no @font-face for ${family}`);
  const out: Record<string, number> = {};
  for (const m of rule[1]!.matchAll(/([a-z-]+):\s*([\d.]+)%/g)) out[m[1]!] = Number(m[2]) / 100;
  return out;
}

/** The woff2 files a web font's @font-face rules load (a file beside styles.css or a package path). */
function fontFiles(family: string): string[] {
  const rules = [
    ...css.matchAll(
      new RegExp(`@font-face\\s*{[^}]*font-family:\\s*'${family}';[^}]*url\\('([^']+)'\\)`, 'g'),
    ),
  ];
  if (rules.length === 0) throw new Error(`no @font-face src for ${family}`);
  return rules.map((m) =>
    m[1]!.startsWith('./')
      ? new URL(`../../${m[1]!.slice(2)}`, import.meta.url).pathname
      : require.resolve(m[1]!),
  );
}

describe.each([
  ['Inter Variable', 'Inter Fallback'],
  ['Source Serif 4 Variable', 'Source Serif 4 Fallback'],
])('%s and %s', (webFont, fallback) => {
  const files = fontFiles(webFont);
  const metrics = woff2Metrics(files[0]!);
  const rule = fallbackRule(fallback);

  it('loads its core file and the latin subset, as woff2 with the same vertical metrics', () => {
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/\/src\/assets\/fonts\/[a-z0-9-]+-core\.woff2$/);
    expect(files[1]).toMatch(/-latin-wght-normal\.woff2$/);
    // The core file is cut from the latin one: its metrics are the same, so one fallback fits both.
    expect(woff2Metrics(files[1]!)).toEqual(metrics);
  });

  it("has a fallback whose ascent and descent, once size-adjusted, are the web font's own", () => {
    const size = rule['size-adjust']!;
    expect(size).toBeGreaterThan(0.9);
    expect(rule['ascent-override']! * size).toBeCloseTo(metrics.ascender / metrics.unitsPerEm, 3);
    expect(rule['descent-override']! * size).toBeCloseTo(-metrics.descender / metrics.unitsPerEm, 3);
    expect(rule['line-gap-override']).toBe(metrics.lineGap / metrics.unitsPerEm);
  });
});

describe('the web fonts', () => {
  it('are shown at once in the fallback and swapped in when they arrive', () => {
    const faces = [...css.matchAll(/@font-face\s*{([^}]*url\([^}]*)}/g)].map((m) => m[1]!);
    expect(faces).toHaveLength(4);
    for (const f of faces) expect(f).toMatch(/font-display:\s*swap/);
  });
});
