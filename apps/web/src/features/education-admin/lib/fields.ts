// Field rules shared by the four forms (SPEC §5). Number inputs hand the schema a number, or NaN when the
// box is empty or not a number (see NumberInput), so every number rule also says what an empty box means.
import { z } from '@/lib/zod';

export function wholeNumber(min: number, minMessage: string, max?: number, maxMessage?: string) {
  return z.number({ error: minMessage }).superRefine((n, ctx) => {
    if (n < min) ctx.addIssue({ code: 'custom', message: minMessage });
    else if (max !== undefined && n > max)
      ctx.addIssue({ code: 'custom', message: maxMessage ?? minMessage });
    else if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: 'Must be a whole number' });
  });
}

export const SORT_ORDER_MESSAGE = 'Sort order must be at least 0';
export const sortOrder = () => wholeNumber(0, SORT_ORDER_MESSAGE);

/** The database's URL rule (content_url, media_url): empty, or an http(s) address without spaces. */
const HTTP_URL = /^https?:\/\/[^\s]+$/i;
export const optionalUrl = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (HTTP_URL.test(v) && URL.canParse(v)), 'Must be a valid URL');

/** Optional text: stored as null when blank. */
export const blankToNull = (value: string | null | undefined): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

export const TITLE_RULE = () =>
  z.string().trim().min(1, 'Title is required').max(200, 'Title must be less than 200 characters');
