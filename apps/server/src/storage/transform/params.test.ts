import { describe, expect, it } from 'vitest';
import { TransformError } from './errors.ts';
import {
  describeTransform,
  negotiateFormat,
  normaliseTransform,
  parseTokenTransformations,
  parseTransformOptions,
  toTokenTransformations,
} from './params.ts';

function errorOf(fn: () => unknown): TransformError {
  try {
    fn();
  } catch (err) {
    if (err instanceof TransformError) return err;
    throw err;
  }
  throw new Error('expected a TransformError');
}

describe('parseTransformOptions', () => {
  it('reads a query string, coercing integers and ignoring other keys', () => {
    const q = new URLSearchParams(
      'width=800&height=600&resize=contain&format=webp&quality=70&download=a.jpg&token=x',
    );
    expect(parseTransformOptions(q)).toEqual({
      width: 800,
      height: 600,
      resize: 'contain',
      format: 'webp',
      quality: 70,
    });
    expect(parseTransformOptions(new URLSearchParams(''))).toEqual({});
  });

  it('reads a JSON body transform with numbers', () => {
    expect(parseTransformOptions({ width: 100, resize: 'fill', format: 'origin' }, 'body/transform')).toEqual(
      {
        width: 100,
        resize: 'fill',
        format: 'origin',
      },
    );
  });

  it.each([
    ['width=abc', 'querystring/width must be integer'],
    ['width=1.5', 'querystring/width must be integer'],
    ['width=', 'querystring/width must be integer'],
    ['width=-1', 'querystring/width must be >= 0'],
    ['height=-5&width=-1', 'querystring/height must be >= 0'],
    ['resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
    ['format=png', 'querystring/format must be equal to one of the allowed values'],
    ['quality=19', 'querystring/quality must be >= 20'],
    ['quality=101', 'querystring/quality must be <= 100'],
    ['quality=high', 'querystring/quality must be integer'],
  ])('refuses %s with Fastify’s message as an InvalidRequest', (query, message) => {
    const err = errorOf(() => parseTransformOptions(new URLSearchParams(query)));
    expect(err.toBody()).toEqual({
      statusCode: '400',
      error: 'InvalidRequest',
      code: 'InvalidRequest',
      message,
    });
    expect(err.httpStatus).toBe(400);
  });

  it('prefixes a body error with its path', () => {
    expect(errorOf(() => parseTransformOptions({ width: '10x' }, 'body/transform')).message).toBe(
      'body/transform/width must be integer',
    );
  });
});

describe('normaliseTransform', () => {
  it('applies Supabase’s defaults: cover, quality 80, 0 meaning not given', () => {
    expect(normaliseTransform({ width: 0, height: 300 })).toEqual({
      width: undefined,
      height: 300,
      resize: 'cover',
      format: undefined,
      quality: 80,
    });
  });

  it('clamps sizes to 1…2000', () => {
    expect(normaliseTransform({ width: 5000, height: 2001 })).toMatchObject({ width: 2000, height: 2000 });
  });

  it('describes the transformation as Supabase’s X-Transformations header does', () => {
    expect(describeTransform({ width: 100, format: 'webp' })).toBe(
      'width:100,resizing_type:fill,format:webp',
    );
    expect(describeTransform({ height: 50, resize: 'contain', quality: 60 })).toBe(
      'height:50,resizing_type:fit,quality:60',
    );
    expect(describeTransform({ width: 9000, resize: 'fill', format: 'origin' })).toBe(
      'width:2000,resizing_type:force',
    );
    expect(describeTransform({})).toBe('');
  });
});

describe('signed-token transformations', () => {
  it('round-trips through the token string, format in its own claim', () => {
    const opts = { width: 3000, height: 200, resize: 'contain', quality: 50 } as const;
    const s = toTokenTransformations(opts);
    expect(s).toBe('height:200,width:2000,resize:contain,quality:50');
    expect(parseTokenTransformations(s, 'avif')).toEqual({
      width: 2000,
      height: 200,
      resize: 'contain',
      quality: 50,
      format: 'avif',
    });
  });

  it('reads leniently: unknown or bad segments are dropped', () => {
    expect(parseTokenTransformations('width:abc,height:10,resize:bogus,gravity:no')).toEqual({ height: 10 });
    expect(parseTokenTransformations('')).toEqual({});
  });
});

describe('negotiateFormat', () => {
  const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  it('keeps an explicit format whatever the Accept header', () => {
    expect(negotiateFormat('origin', chrome)).toBe('origin');
    expect(negotiateFormat('avif', 'image/png')).toBe('avif');
    expect(negotiateFormat('webp', undefined)).toBe('webp');
  });

  it('picks WebP when accepted, AVIF only with the bucket’s autodetection', () => {
    expect(negotiateFormat(undefined, chrome)).toBe('webp');
    expect(negotiateFormat(undefined, chrome, { avifAutodetection: true })).toBe('avif');
    expect(negotiateFormat(undefined, 'image/webp;q=0, image/*')).toBe('origin');
    expect(negotiateFormat(undefined, '*/*')).toBe('origin');
    expect(negotiateFormat(undefined, null)).toBe('origin');
  });
});
