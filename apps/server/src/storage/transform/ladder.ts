// The variants a /render/image request may make: a fixed ladder, so that no caller can make an object's variants
// unbounded by asking for a new width (or height, quality, crop) each time. Any request is answered with the
// ladder's variant nearest to it — never refused: a supabase-js `getPublicUrl(path, {transform})` with any
// options keeps working, and gets at least the pixels it asked for:
// - a size rounds **up** to the next ladder step (a srcset entry promises at least its width; the renderer never
//   enlarges past the source, so a step above the source is the source's own size);
// - with both sizes, the box keeps the width's step and the aspect ratio nearest the one asked (log scale), its
//   height following (a tall box that would pass 2000 is held at 2000 high instead);
// - `resize` only matters with both sizes (one size is proportional in every mode), so it is `cover` otherwise;
// - quality rounds to the nearest multiple of 20 (20…100), and is dropped for lossless outputs (PNG, GIF).
// Every step the site's own URLs use is on the ladder (apps/web/src/lib/media-url.ts MEDIA_WIDTHS, covers at
// 16:9, 1200×630 share images, 320×320 and 160×90 thumbnails), so those are rendered exactly as asked.
import type { NormalisedTransform } from './params.ts';
import { QUALITY_LIMITS, SIZE_LIMITS } from './params.ts';

/**
 * Widths (and lone heights): the site's srcset widths (320…1920) and its share image (1200), thumbnail steps below
 * them, 1600 (an 800-pixel column at 2×) and the largest size Supabase renders (2000).
 */
export const SIZE_LADDER = [
  16, 32, 48, 64, 96, 128, 160, 240, 320, 480, 640, 768, 960, 1200, 1280, 1600, 1920, SIZE_LIMITS.max,
] as const;

/** Width ÷ height of a box: portrait 1:2 … square … 21:9, with the site's 16:9 and 1200×630 (40:21). */
export const ASPECT_LADDER = [
  1 / 2, 9 / 16, 2 / 3, 3 / 4, 4 / 5, 1, 5 / 4, 4 / 3, 3 / 2, 16 / 9, 40 / 21, 2, 21 / 9,
] as const;

export const QUALITY_STEP = 20;

/** The smallest ladder step at least `n` (the largest for anything above it). */
export function snapSize(n: number): number {
  return SIZE_LADDER.find((step) => step >= n) ?? SIZE_LIMITS.max;
}

/** The ladder's aspect ratio nearest `ratio`, on a log scale (2:1 is as far from 1:1 as 1:2 is). */
export function snapAspect(ratio: number): number {
  let best: number = ASPECT_LADDER[0];
  for (const a of ASPECT_LADDER) {
    if (Math.abs(Math.log(a / ratio)) < Math.abs(Math.log(best / ratio))) best = a;
  }
  return best;
}

export function snapQuality(q: number): number {
  const stepped = Math.round(q / QUALITY_STEP) * QUALITY_STEP;
  return Math.min(QUALITY_LIMITS.max, Math.max(QUALITY_STEP, stepped));
}

/** A box of both sizes on the ladder: the width's step and the nearest aspect ratio. */
function snapBox(width: number, height: number): { width: number; height: number } {
  const aspect = snapAspect(width / height);
  const w = snapSize(width);
  const h = Math.round(w / aspect);
  if (h <= SIZE_LIMITS.max) return { width: w, height: h };
  return { width: Math.round(SIZE_LIMITS.max * aspect), height: SIZE_LIMITS.max };
}

/** The ladder's variant for normalised options (sizes already clamped by normaliseTransform). */
export function snapToLadder(n: NormalisedTransform): NormalisedTransform {
  const quality = snapQuality(n.quality);
  if (n.width && n.height) return { ...n, ...snapBox(n.width, n.height), quality };
  return {
    ...n,
    width: n.width ? snapSize(n.width) : undefined,
    height: n.height ? snapSize(n.height) : undefined,
    resize: 'cover',
    quality,
  };
}

/** Formats whose encoder takes no quality: a quality would only split their cache. */
export const LOSSLESS_OUTPUTS: readonly string[] = ['png', 'gif'];
