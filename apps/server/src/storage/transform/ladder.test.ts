import { describe, expect, it } from 'vitest';
import { ASPECT_LADDER, SIZE_LADDER, snapAspect, snapQuality, snapSize, snapToLadder } from './ladder.ts';
import { normaliseTransform, type TransformOptions } from './params.ts';

const snap = (o: TransformOptions) => snapToLadder(normaliseTransform(o));

/** The site's own variants (packages/site media-url.ts coverImage/mediaRenderUrl, head/post-head.ts). */
const SITE_WIDTHS = [320, 480, 640, 768, 960, 1280, 1920];

describe('the variant ladder', () => {
  it('keeps every variant the site asks for exactly as asked', () => {
    for (const w of SITE_WIDTHS) {
      expect(snap({ width: w, resize: 'contain' })).toMatchObject({ width: w, height: undefined });
      const h = Math.round(w / (16 / 9));
      expect(snap({ width: w, height: h, resize: 'cover' })).toMatchObject({ width: w, height: h });
    }
    expect(snap({ width: 1200, height: 630, resize: 'cover' })).toMatchObject({ width: 1200, height: 630 });
    expect(snap({ width: 320, height: 320, resize: 'cover' })).toMatchObject({ width: 320, height: 320 });
    expect(snap({ width: 160, height: 90, resize: 'cover' })).toMatchObject({ width: 160, height: 90 });
    expect(snap({})).toEqual(normaliseTransform({}));
  });

  it('rounds an off-ladder size up to the next step (never fewer pixels than asked)', () => {
    expect(snapSize(1)).toBe(16);
    expect(snapSize(300)).toBe(320);
    expect(snapSize(321)).toBe(480);
    expect(snapSize(1000)).toBe(1200);
    expect(snapSize(1999)).toBe(2000);
    expect(snap({ width: 1001 })).toMatchObject({ width: 1200, height: undefined });
    expect(snap({ height: 321 })).toMatchObject({ width: undefined, height: 480 });
    expect(snap({ width: 9000 })).toMatchObject({ width: 2000 });
  });

  it('keeps a box to the width’s step and the nearest aspect ratio', () => {
    expect(snapAspect(1.7)).toBe(16 / 9);
    expect(snapAspect(1.9)).toBe(40 / 21);
    expect(snapAspect(0.01)).toBe(1 / 2);
    expect(snapAspect(500)).toBe(21 / 9);
    expect(snap({ width: 300, height: 170 })).toMatchObject({ width: 320, height: 180 });
    expect(snap({ width: 500, height: 600, resize: 'fill' })).toMatchObject({
      width: 640,
      height: 800,
      resize: 'fill',
    });
    // A tall box held at the largest height.
    expect(snap({ width: 1500, height: 2000 })).toMatchObject({ width: 1500, height: 2000 });
    expect(snap({ width: 990, height: 1990 })).toMatchObject({ width: 1000, height: 2000 });
  });

  it('drops a resize mode that cannot matter, and quantises quality to steps of 20', () => {
    expect(snap({ width: 640, resize: 'fill' })).toMatchObject({ resize: 'cover' });
    expect(snap({ width: 640, height: 360, resize: 'fill' })).toMatchObject({ resize: 'fill' });
    expect([20, 29, 30, 55, 80, 89, 90, 100].map(snapQuality)).toEqual([20, 20, 40, 60, 80, 80, 100, 100]);
  });

  it('leaves a bounded number of variants per object, whatever is asked', () => {
    const seen = new Set<string>();
    for (let w = 0; w <= 2100; w += 29)
      for (let h = 0; h <= 2100; h += 31)
        for (const resize of ['cover', 'contain', 'fill'] as const)
          for (const quality of [20, 33, 47, 61, 75, 89, 100]) {
            const n = snap({ width: w, height: h, resize, quality });
            seen.add(`${n.width}x${n.height}/${n.resize}/${n.quality}`);
          }
    const boxes = SIZE_LADDER.length * ASPECT_LADDER.length * 3;
    const singles = 2 * SIZE_LADDER.length + 1;
    expect(seen.size).toBeLessThanOrEqual((boxes + singles) * 5);
  });
});
