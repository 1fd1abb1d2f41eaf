// Both adapters parse column values the same way, so models and tests never see a driver difference.
// int8 (counts, bigserial ids) becomes a JS number; numeric stays a string (exact); timestamps are Dates.
export const INT8_OID = 20;

export function parseInt8(value: string): number {
  return Number(value);
}
