// Accept negotiation as PostgREST's MediaType.hs: JSON, CSV, the vnd.pgrst object/array types (with
// `nulls=stripped`) and, when DB_PLAN_ENABLED is on, vnd.pgrst.plan (EXPLAIN of the request's statement).
import { errors } from '../errors.ts';

export type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal';

/** EXPLAIN's option order, which is also the order PostgREST prints them in the Content-Type. */
const PLAN_OPTIONS: readonly PlanOption[] = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

export interface PlanRequest {
  format: 'json' | 'text';
  options: PlanOption[];
  /** The answer's Content-Type (PostgREST's toMime of the plan type, then the charset). */
  contentType: string;
}

export interface Negotiated {
  single: boolean;
  csv: boolean;
  stripNulls: boolean;
  plan?: PlanRequest;
}

const VND_OBJECT = ['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object'];
const VND_ARRAY = ['application/vnd.pgrst.array+json', 'application/vnd.pgrst.array'];
const VND_PLAN: Record<string, PlanRequest['format']> = {
  'application/vnd.pgrst.plan': 'text',
  'application/vnd.pgrst.plan+text': 'text',
  'application/vnd.pgrst.plan+json': 'json',
};

/** A plain (non-plan) media type and its parameters, or undefined when we do not produce it. */
function plain(type: string, params: string[]): { shape: Negotiated; mime: string } | undefined {
  const stripNulls = params.length === 1 && params[0] === 'nulls=stripped';
  if (VND_OBJECT.includes(type)) return { shape: { single: true, csv: false, stripNulls }, mime: 'application/vnd.pgrst.object+json' };
  if (VND_ARRAY.includes(type)) return { shape: { single: false, csv: false, stripNulls }, mime: 'application/json' };
  if (type === 'text/csv') return { shape: { single: false, csv: true, stripNulls: false }, mime: 'text/csv' };
  if (['application/json', '*/*', 'application/*', ''].includes(type)) return { shape: { single: false, csv: false, stripNulls: false }, mime: type === 'application/json' ? type : '*/*' };
  return undefined;
}

/** vnd.pgrst.plan's `for="<media type>"` (the answer whose plan is wanted) and `options=a|b`; unknown options are ignored. */
function plan(format: PlanRequest['format'], params: string[]): Negotiated | undefined {
  const forParam = params.find((p) => p.startsWith('for='))?.slice(4).replace(/^"+|"+$/g, '');
  const target = plain(forParam ?? '*/*', []);
  if (!target) return undefined;
  const asked = params.find((p) => p.startsWith('options='))?.slice(8).split('|') ?? [];
  const options = PLAN_OPTIONS.filter((o) => asked.includes(o));
  const forText = forParam !== undefined && target.mime !== '*/*' ? `; for="${target.mime}"` : '';
  const optionsText = options.length ? `; options=${options.join('|')}` : '';
  return { ...target.shape, plan: { format, options, contentType: `application/vnd.pgrst.plan+${format}${forText}${optionsText}; charset=utf-8` } };
}

/**
 * The first acceptable media type. Spaces are dropped as wai's Accept parser does, and only the vnd.pgrst
 * array/object types take `nulls=stripped` — and only as their one parameter, as in PostgREST's decodeMediaType.
 * A plan type is skipped (not produced) unless the server enables it.
 */
export function negotiate(header: string | undefined, planEnabled: boolean): Negotiated {
  if (!header) return { single: false, csv: false, stripNulls: false };
  for (const part of header.split(',')) {
    const [type = '', ...rest] = part.replaceAll(' ', '').toLowerCase().split(';');
    const params = rest.filter((p) => !p.startsWith('q='));
    const format = VND_PLAN[type];
    if (format) {
      const found = planEnabled ? plan(format, params) : undefined;
      if (found) return found;
      continue;
    }
    const found = plain(type, params);
    if (found) return found.shape;
  }
  throw errors.mediaType(header);
}
