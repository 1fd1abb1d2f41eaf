// The daily visitor hash (ADR 0021, Plausible's method): hex of the first 16 bytes of
// sha256(daily salt ‖ site origin ‖ client IP ‖ user agent). The salt is random per UTC day, made by whichever
// process needs it first (insert … on conflict do nothing, then read: every process gets the same one) and
// deleted once its day is over, so a browser counts once a day and its days cannot be linked, not even by us.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// The last day asked for: every view asks, and nearly all of them fall on the same day.
let lastDay = { from: 0, to: 0, day: '' };

/** The UTC day of a moment, as the database's `date` (YYYY-MM-DD). */
export function utcDay(ms: number): string {
  if (ms >= lastDay.from && ms < lastDay.to) return lastDay.day;
  const from = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
  lastDay = { from, to: from + DAY_MS, day: new Date(ms).toISOString().slice(0, 10) };
  return lastDay.day;
}

/** The visitor id for one day's salt (fields separated by a NUL, which no header or origin contains). */
export function visitorHash(salt: Buffer, siteOrigin: string, ip: string, userAgent: string): string {
  return createHash('sha256')
    .update(salt)
    .update(`\0${siteOrigin}\0${ip}\0${userAgent}`)
    .digest('hex')
    .slice(0, 32);
}

export interface DailySalts {
  /** The salt of `day` if this process holds it already (no database round trip). */
  cached(day: string): Buffer | undefined;
  /**
   * The salt of `day`: made if missing when `day` is today (by the clock), else only read — an earlier day's
   * salt that is gone stays gone (null). Deletes the salts of every day before today.
   */
  saltFor(day: string): Promise<Buffer | null>;
}

export function dailySalts(db: Queryable, now: () => number): DailySalts {
  // At most today's and the day before (views recorded just before midnight are written just after it).
  const held = new Map<string, Promise<Buffer | null>>();
  const settled = new Map<string, Buffer>();

  const load = async (day: string, today: string): Promise<Buffer | null> => {
    if (day >= today) {
      await db.query(
        `insert into public.analytics_salts (day, salt) values ($1::date, decode($2, 'hex'))
         on conflict (day) do nothing`,
        [day, randomBytes(32).toString('hex')],
      );
    }
    // Yesterday's salt is gone once today's exists: nothing can recompute yesterday's hashes.
    await db.query(`delete from public.analytics_salts where day < $1::date`, [today]);
    const { rows } = await db.query<{ salt: string }>(
      `select encode(salt, 'hex') as salt from public.analytics_salts where day = $1::date`,
      [day],
    );
    return rows[0] ? Buffer.from(rows[0].salt, 'hex') : null;
  };

  return {
    cached: (day) => settled.get(day),
    saltFor(day) {
      const today = utcDay(now());
      for (const kept of held.keys()) {
        if (kept < day && kept < today) {
          held.delete(kept);
          settled.delete(kept);
        }
      }
      let salt = held.get(day);
      if (!salt) {
        salt = load(day, today).then(
          (s) => {
            if (s) settled.set(day, s);
            else held.delete(day);
            return s;
          },
          (err: unknown) => {
            held.delete(day); // the next view asks again
            throw err;
          },
        );
        held.set(day, salt);
      }
      return salt;
    },
  };
}
