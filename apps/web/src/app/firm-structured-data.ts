import type { StructuredDataRequest } from '@/components/structured-data-context';
import { firm } from '@/config/firm';
import { firmData } from '@/lib/head';

/** The home and about pages: the firm as an Organization and a FinancialService. */
export function firmStructuredData({ site, description }: StructuredDataRequest): unknown[] {
  return firmData(site, firm, description);
}
