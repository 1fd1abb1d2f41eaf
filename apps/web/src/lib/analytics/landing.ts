// Where this tab's visit began, for the consultation form's attribution (docs/decisions/0021): the landing path,
// the referring host (none for our own) and the UTM tags of the first URL. Kept in sessionStorage — the tab's
// own, gone when it closes; never a cookie — from the tab's first load; the contact form sends it along.

export interface Landing {
  landing_path: string;
  landing_referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

const KEY = 'analytics-landing';

export function landingOf(
  where: Pick<Location, 'pathname' | 'search' | 'hostname'>,
  referrer: string,
): Landing {
  const query = new URLSearchParams(where.search);
  const utm = (name: string) => query.get(name)?.trim().slice(0, 100) || null;
  let host: string | null = null;
  try {
    const from = new URL(referrer);
    if (/^https?:$/.test(from.protocol) && from.hostname !== where.hostname) host = from.hostname;
  } catch {
    // No referrer, or not a URL: a direct visit.
  }
  return {
    landing_path: where.pathname,
    landing_referrer: host,
    utm_source: utm('utm_source'),
    utm_medium: utm('utm_medium'),
    utm_campaign: utm('utm_campaign'),
  };
}

/**
 * Called once per page load; only the tab's first load writes (a reload or a later load keeps the first).
 * `storage` is a getter: reading `sessionStorage` itself throws where the browser blocks storage.
 */
export function rememberLanding(
  storage: () => Storage,
  where: Pick<Location, 'pathname' | 'search' | 'hostname'>,
  referrer: string,
): void {
  try {
    const tab = storage();
    if (tab.getItem(KEY) === null) tab.setItem(KEY, JSON.stringify(landingOf(where, referrer)));
  } catch {
    // Storage refused (private mode, full): the request is sent without attribution.
  }
}

/** The tab's landing, or null when none was stored (or it cannot be read). */
export function readLanding(storage: () => Storage = () => sessionStorage): Landing | null {
  try {
    const value: unknown = JSON.parse(storage().getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const l = value as Record<string, unknown>;
    const text = (k: string) => (typeof l[k] === 'string' ? (l[k] as string) : null);
    const path = text('landing_path');
    if (path === null) return null;
    return {
      landing_path: path,
      landing_referrer: text('landing_referrer'),
      utm_source: text('utm_source'),
      utm_medium: text('utm_medium'),
      utm_campaign: text('utm_campaign'),
    };
  } catch {
    return null;
  }
}
