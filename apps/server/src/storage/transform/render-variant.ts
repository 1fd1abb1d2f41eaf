// The one call a /render/image route makes: options as parsed from the query or the signed token, the object's row,
// a way to read its bytes → the variant's bytes, from the cache or rendered once. The options are first put on the
// ladder (ladder.ts), so an object has a bounded set of variants however it is asked for. The route then sends
// `contentType`, `X-Transformations: transformations` (what was applied), `Vary: Accept` when `varyAccept`, and the
// object's Cache-Control/ETag.
import { type DetectedType, MIME_OF, type RasterType, detectType } from './detect.ts';
import { unsupportedSource } from './errors.ts';
import { LOSSLESS_OUTPUTS, snapToLadder } from './ladder.ts';
import {
  describeTransform,
  negotiateFormat,
  normaliseTransform,
  QUALITY_LIMITS,
  type TransformOptions,
} from './params.ts';
import { DEFAULT_RENDER_LIMITS, type ImageSource, type RenderLimits, readAll, render } from './render.ts';
import { type CachedVariant, type VariantCache, variantKey } from './variant-cache.ts';

export interface VariantAsk {
  cache: VariantCache;
  object: {
    /** `storage.objects.id` */
    id: string;
    /** The object's `version` (or ETag): a new upload under the same name makes new variants. */
    version: string;
    /** The stored `metadata.mimetype`; names an `origin` variant's type without reading the bytes. */
    mimetype: string | undefined;
  };
  /** Reads the object's bytes; called only on a cache miss (or to sniff a source stored without an image type). */
  load: () => Promise<ImageSource>;
  options: TransformOptions;
  /** The request's `Accept` header, consulted only when `options.format` is not given. */
  accept?: string | null;
  /** The bucket's `avif_autodetection`. */
  avifAutodetection?: boolean;
  limits?: RenderLimits;
}

export interface Variant extends CachedVariant {
  /** Supabase's `X-Transformations` header value. */
  transformations: string;
  /** The format came from the Accept header: the response must say `Vary: Accept`. */
  varyAccept: boolean;
}

const RASTER: readonly DetectedType[] = ['jpeg', 'png', 'gif', 'webp', 'avif'];
const rasterOfMime = (mime: string | undefined): RasterType | undefined =>
  (Object.keys(MIME_OF) as DetectedType[]).find(
    (t): t is RasterType => RASTER.includes(t) && MIME_OF[t] === mime?.split(';')[0]?.trim().toLowerCase(),
  );

export interface VariantPlan {
  /** Where the variant is kept (variant-cache.ts variantKey): names the version, the options and the output type. */
  key: string;
  /** Renders it (called only on a cache miss). */
  render: () => Promise<Uint8Array>;
  /** Supabase's `X-Transformations` header value. */
  transformations: string;
  /** The format came from the Accept header: the response must say `Vary: Accept`. */
  varyAccept: boolean;
}

/**
 * Which variant the ask names, without reading the object (except to sniff a source stored untyped): enough to
 * answer a conditional request (the key is the ETag) before any bytes are touched.
 */
export async function planVariant(ask: Omit<VariantAsk, 'cache'>): Promise<VariantPlan> {
  const { object, load, options, limits = DEFAULT_RENDER_LIMITS } = ask;
  const n = snapToLadder(normaliseTransform(options));
  const format = negotiateFormat(n.format, ask.accept, { avifAutodetection: ask.avifAutodetection });
  let source: ImageSource | undefined;
  let sourceFormat = rasterOfMime(object.mimetype);
  if (!sourceFormat && format === 'origin') {
    // Stored without an image type (e.g. octet-stream): the bytes decide, before the key can be named.
    const bytes = await readAll(await load(), limits.maxInputBytes);
    const detected = detectType(bytes);
    if (!detected || !RASTER.includes(detected)) throw unsupportedSource(detected ?? 'unknown');
    sourceFormat = detected as RasterType;
    source = bytes;
  }
  // An origin variant is encoded as the type its key names, even if the stored type was wrong about the bytes.
  const output: RasterType = format === 'origin' ? (sourceFormat as RasterType) : format;
  const quality = LOSSLESS_OUTPUTS.includes(output) ? QUALITY_LIMITS.default : n.quality;
  const request = { ...n, format: output, quality };
  return {
    key: variantKey({ objectId: object.id, version: object.version, request, sourceFormat: output }),
    render: async () => (await render(source ?? (await load()), request, limits)).bytes,
    transformations: describeTransform({
      width: n.width,
      height: n.height,
      resize: n.resize,
      format: options.format,
      quality: options.quality === undefined ? undefined : n.quality,
    }),
    varyAccept: n.format === undefined,
  };
}

export async function renderVariant(ask: VariantAsk): Promise<Variant> {
  const plan = await planVariant(ask);
  const variant = await ask.cache.get(plan.key, plan.render);
  return { ...variant, transformations: plan.transformations, varyAccept: plan.varyAccept };
}
