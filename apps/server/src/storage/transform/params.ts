// Transformation parameters as Supabase Storage takes them (contract §A.3; supabase/storage
// `src/http/schemas/transformations.ts` and `src/storage/renderer/image.ts`):
// - query/body: `width`, `height` integers ≥ 0, `resize` cover|contain|fill, `format` origin|webp|avif,
//   `quality` integer 20–100. Validated like Fastify's ajv (strings coerced to integers, first error wins, unknown
//   keys such as `download`, `token`, `gravity` ignored).
// - a signed token carries them as `"height:h,width:w,resize:r,quality:q"` plus a `format` claim, parsed leniently
//   (it was validated when the URL was signed).
// Normalising applies Supabase's rules: 0 means "not given", sizes are clamped to [1, 2000], `resize` only matters when
// a size is given and defaults to cover, quality defaults to 80 (imgproxy's default).
import { invalidParameter } from './errors.ts';

export const RESIZE_MODES = ['cover', 'contain', 'fill'] as const;
export const FORMATS = ['origin', 'webp', 'avif'] as const;
export type ResizeMode = (typeof RESIZE_MODES)[number];
export type FormatParam = (typeof FORMATS)[number];

/** What the caller asked for, validated but not yet normalised. */
export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: ResizeMode;
  format?: FormatParam;
  quality?: number;
}

/** The options the renderer applies. `format` stays undecided (`undefined`) until negotiated against `Accept`. */
export interface NormalisedTransform {
  width: number | undefined;
  height: number | undefined;
  resize: ResizeMode;
  format: FormatParam | undefined;
  quality: number;
}

/** IMAGE_TRANSFORMATION_LIMIT_MIN_SIZE / _MAX_SIZE of supabase/storage `src/config.ts`. */
export const SIZE_LIMITS = { min: 1, max: 2000 } as const;
export const QUALITY_LIMITS = { min: 20, max: 100, default: 80 } as const;

type Raw = URLSearchParams | Record<string, unknown>;

const read = (raw: Raw, key: string): unknown => {
  if (raw instanceof URLSearchParams) return raw.has(key) ? raw.get(key) : undefined;
  return raw[key];
};

/** ajv's integer coercion (Fastify's default `coerceTypes`): a non-empty numeric string becomes a number. */
function integer(path: string, value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw invalidParameter(`${path} must be integer`);
  return n;
}

function oneOf<T extends string>(path: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalidParameter(`${path} must be equal to one of the allowed values`);
  }
  return value as T;
}

/**
 * Validates transformation options from a query string (`prefix` `querystring`) or a JSON body's `transform`
 * (`prefix` `body/transform`). Throws a `TransformError` (`InvalidRequest`) with Fastify's message on the first bad
 * value, in the schema's order: height, width, resize, format, quality.
 */
export function parseTransformOptions(raw: Raw, prefix = 'querystring'): TransformOptions {
  const out: TransformOptions = {};
  for (const key of ['height', 'width'] as const) {
    const v = read(raw, key);
    if (v === undefined || v === null) continue;
    const n = integer(`${prefix}/${key}`, v);
    if (n < 0) throw invalidParameter(`${prefix}/${key} must be >= 0`);
    out[key] = n;
  }
  const resize = read(raw, 'resize');
  if (resize !== undefined && resize !== null) out.resize = oneOf(`${prefix}/resize`, resize, RESIZE_MODES);
  const format = read(raw, 'format');
  if (format !== undefined && format !== null) out.format = oneOf(`${prefix}/format`, format, FORMATS);
  const quality = read(raw, 'quality');
  if (quality !== undefined && quality !== null) {
    const q = integer(`${prefix}/quality`, quality);
    if (q < QUALITY_LIMITS.min) throw invalidParameter(`${prefix}/quality must be >= ${QUALITY_LIMITS.min}`);
    if (q > QUALITY_LIMITS.max) throw invalidParameter(`${prefix}/quality must be <= ${QUALITY_LIMITS.max}`);
    out.quality = q;
  }
  return out;
}

/**
 * The `transformations` string a signed URL's token carries (Supabase's `applyTransformation(options, true)`):
 * `height:h,width:w,resize:r,quality:q`, sizes clamped; `format` travels in its own claim.
 */
export function toTokenTransformations(opts: TransformOptions): string {
  const n = normaliseTransform(opts);
  const segments: string[] = [];
  if (n.height) segments.push(`height:${n.height}`);
  if (n.width) segments.push(`width:${n.width}`);
  if (n.width || n.height) segments.push(`resize:${n.resize}`);
  if (opts.quality) segments.push(`quality:${opts.quality}`);
  return segments.join(',');
}

/** Reads a token's `transformations` and `format` claims back, leniently, as Supabase's `setTransformationsFromString`. */
export function parseTokenTransformations(transformations: string, format?: string): TransformOptions {
  const out: TransformOptions = {};
  for (const param of transformations.split(',')) {
    const [name, value = ''] = param.split(':');
    const n = Number.parseInt(value, 10);
    if ((name === 'height' || name === 'width' || name === 'quality') && Number.isInteger(n) && n > 0)
      out[name] = n;
    if (name === 'resize' && (RESIZE_MODES as readonly string[]).includes(value))
      out.resize = value as ResizeMode;
    if (name === 'format' && (FORMATS as readonly string[]).includes(value))
      out.format = value as FormatParam;
  }
  if (format && (FORMATS as readonly string[]).includes(format)) out.format = format as FormatParam;
  if (out.quality !== undefined) out.quality = clamp(out.quality, QUALITY_LIMITS.min, QUALITY_LIMITS.max);
  return out;
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

export function normaliseTransform(opts: TransformOptions): NormalisedTransform {
  const size = (n: number | undefined) => (n ? clamp(n, SIZE_LIMITS.min, SIZE_LIMITS.max) : undefined);
  return {
    width: size(opts.width),
    height: size(opts.height),
    resize: opts.resize ?? 'cover',
    format: opts.format,
    quality: opts.quality ?? QUALITY_LIMITS.default,
  };
}

/**
 * The value of Supabase's `X-Transformations` response header: imgproxy's segments for what was asked, comma-joined
 * (sizes clamped; quality and format only when given, a negotiated format is not listed).
 */
export function describeTransform(opts: TransformOptions): string {
  const n = normaliseTransform(opts);
  const imgproxyResize: Record<ResizeMode, string> = { cover: 'fill', contain: 'fit', fill: 'force' };
  const segments: string[] = [];
  if (n.height) segments.push(`height:${n.height}`);
  if (n.width) segments.push(`width:${n.width}`);
  if (n.width || n.height) segments.push(`resizing_type:${imgproxyResize[n.resize]}`);
  if (opts.quality) segments.push(`quality:${opts.quality}`);
  if (n.format && n.format !== 'origin') segments.push(`format:${n.format}`);
  return segments.join(',');
}

/**
 * The output format for a request. An explicit `webp`/`avif`/`origin` wins. Without `format`, Supabase forwards
 * `Accept` to imgproxy, which picks WebP when the client accepts it, and AVIF only where AVIF detection is on (the
 * bucket's `avif_autodetection`, off by default). Callers must send `Vary: Accept` when `format` was not given.
 */
export function negotiateFormat(
  format: FormatParam | undefined,
  accept: string | null | undefined,
  { avifAutodetection = false }: { avifAutodetection?: boolean } = {},
): FormatParam {
  if (format) return format;
  const accepted = acceptedTypes(accept ?? '');
  if (avifAutodetection && accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'origin';
}

/** Media types named in an Accept header with a non-zero q (wildcards don't count: imgproxy looks for the name). */
function acceptedTypes(accept: string): Set<string> {
  const out = new Set<string>();
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    if (type) out.add(type);
  }
  return out;
}
