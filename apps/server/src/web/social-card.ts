// A post's social card (issue 13): the 1200×630 PNG that LinkedIn, X and chat apps show for a shared link —
// the post's title, the firm's name and the date — drawn on the server from an SVG with resvg and the
// Inter faces bundled with the server (no system fonts: the same pixels on every machine).
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import { ellipsize, wrap, type Advance } from './text-wrap.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const require = createRequire(import.meta.url);
const FONT_FILES = [
  require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
];

const INK = '#111827'; // --color-foreground
const MUTED = '#4b5563'; // --color-muted-foreground
const BRAND = '#f7931a'; // --color-primary
const BRAND_STRONG = '#a84d00'; // --color-primary-strong
const PAPER = '#fff8ef';

const TEXT_LEFT = 96;
const TEXT_WIDTH = CARD_WIDTH - TEXT_LEFT * 2;
const MAX_LINES = 3;
const SMALLEST_SIZE = 52;

export interface CardFacts {
  title: string;
  siteName: string;
  /** Already formatted (SPEC §9's long date). */
  date: string;
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Inter Bold's advance widths, roughly, in em: enough to wrap a title without a shaping engine. Narrow
 * glyphs, wide ones and capitals differ by a factor of three, so one average would clip or waste lines.
 */
export function emWidth(ch: string): number {
  if (" .,:;'!|".includes(ch)) return 0.28;
  if ('iljtfr()[]-'.includes(ch)) return 0.36;
  if ('mwMW@%'.includes(ch)) return 0.9;
  if (/[A-Z0-9]/.test(ch)) return 0.68;
  return 0.58;
}

export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += emWidth(ch);
  return em * size;
}

/**
 * The title's lines and size: 68 px when it fits three lines, smaller for long titles, then cut with '…'.
 * Widths are in em, so one advance table serves every size; each try stops after the fourth line, so the
 * work is linear in the title (bounded anyway: blog_posts_title_max_length). `advance` is for tests.
 */
export function fitTitle(title: string, advance: Advance = emWidth): { lines: string[]; size: number } {
  let lines: string[] = [];
  for (const size of [68, 60, SMALLEST_SIZE]) {
    const wrapped = wrap(title, TEXT_WIDTH / size, advance, MAX_LINES);
    if (!wrapped.overflow) return { lines: wrapped.lines, size };
    lines = wrapped.lines;
  }
  const last = lines.length - 1;
  lines[last] = ellipsize(lines[last] ?? '', TEXT_WIDTH / SMALLEST_SIZE, advance);
  return { lines, size: SMALLEST_SIZE };
}

export function cardSvg(facts: CardFacts): string {
  const { lines, size } = fitTitle(facts.title);
  const lineHeight = Math.round(size * 1.18);
  // The title block is centred between the firm's name (y 150) and the rule above the date (y 508).
  const titleTop = Math.round(330 - (lines.length * lineHeight) / 2 + size * 0.9);
  const title = lines
    .map((line, i) => `<tspan x="${TEXT_LEFT}" y="${titleTop + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const site = escapeXml(facts.siteName.toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<rect width="100%" height="100%" fill="${PAPER}"/>
<rect x="0" y="0" width="24" height="${CARD_HEIGHT}" fill="${BRAND}"/>
<text x="${TEXT_LEFT}" y="120" font-family="Inter" font-weight="700" font-size="30" letter-spacing="3" fill="${BRAND_STRONG}">${site}</text>
<rect x="${TEXT_LEFT}" y="142" width="72" height="5" rx="2" fill="${BRAND}"/>
<text font-family="Inter" font-weight="700" font-size="${size}" fill="${INK}">${title}</text>
<line x1="${TEXT_LEFT}" y1="508" x2="${CARD_WIDTH - TEXT_LEFT}" y2="508" stroke="#e5e7eb" stroke-width="2"/>
<text x="${TEXT_LEFT}" y="560" font-family="Inter" font-weight="400" font-size="30" fill="${MUTED}">${escapeXml(facts.date)}</text>
</svg>`;
}

/** The card as PNG bytes (rendered off the event loop, on libuv's thread pool). */
export async function renderCard(facts: CardFacts): Promise<Buffer> {
  const image = await renderAsync(cardSvg(facts), {
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'Inter' },
    fitTo: { mode: 'original' },
  });
  return image.asPng();
}
