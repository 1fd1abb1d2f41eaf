import { describe, expect, it } from 'vitest';
import { VariantIndex } from './variant-index.ts';

const caps = (perObject: [number, number], total: [number, number]) =>
  new VariantIndex({
    perObject: { count: perObject[0], bytes: perObject[1] },
    total: { count: total[0], bytes: total[1] },
  });

describe('VariantIndex', () => {
  it('evicts the object’s least recently used variant past its count cap', () => {
    const index = caps([3, 1000], [100, 100_000]);
    expect(index.add('a/1', 10)).toEqual([]);
    expect(index.add('a/2', 10)).toEqual([]);
    expect(index.add('a/3', 10)).toEqual([]);
    expect(index.touch('a/1')).toBe(true); // a/2 is now the least recently used
    expect(index.add('b/1', 10)).toEqual([]); // another object: its own cap
    expect(index.add('a/4', 10)).toEqual(['a/2']);
    expect(index.objectTotal('a')).toEqual({ count: 3, bytes: 30 });
    expect(index.total).toEqual({ count: 4, bytes: 40 });
  });

  it('evicts by bytes, as many as it takes, never the variant just added', () => {
    const index = caps([10, 100], [100, 100_000]);
    index.add('a/1', 40);
    index.add('a/2', 40);
    expect(index.add('a/3', 90)).toEqual(['a/1', 'a/2']);
    expect(index.objectTotal('a')).toEqual({ count: 1, bytes: 90 });
    expect(index.fits(100)).toBe(true);
    expect(index.fits(101)).toBe(false);
  });

  it('evicts across objects past the total caps, least recently used first', () => {
    const index = caps([10, 1000], [3, 100_000]);
    index.add('a/1', 1);
    index.add('b/1', 1);
    index.add('c/1', 1);
    index.touch('a/1');
    expect(index.add('d/1', 1)).toEqual(['b/1']);
    expect(index.add('d/2', 1)).toEqual(['c/1']);
    expect(index.has('a/1')).toBe(true);
    const bytes = caps([10, 1000], [100, 25]);
    bytes.add('a/1', 10);
    bytes.add('b/1', 10);
    expect(bytes.add('c/1', 10)).toEqual(['a/1']);
    expect(bytes.total).toEqual({ count: 2, bytes: 20 });
  });

  it('counts a rewritten variant once, and forgets removed objects', () => {
    const index = caps([10, 1000], [100, 100_000]);
    index.add('a/1', 10);
    index.add('a/1', 30);
    expect(index.objectTotal('a')).toEqual({ count: 1, bytes: 30 });
    index.add('a/2', 5);
    expect(index.deleteObject('a').sort()).toEqual(['a/1', 'a/2']);
    expect(index.total).toEqual({ count: 0, bytes: 0 });
    expect(index.touch('a/1')).toBe(false);
  });
});
