import type { PostSummary, PostSummaryRow } from '../api/types';
import { readingMinutes } from './reading-time';

/** A card's row: the body is measured for the reading time, then left out of the cache. */
export function toSummary({ content, ...row }: PostSummaryRow): PostSummary {
  return { ...row, reading_minutes: readingMinutes(content) };
}
