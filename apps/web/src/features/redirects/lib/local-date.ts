// Staff see dates in their own time zone and locale (SPEC §2: "Created (local date)").

export function localDate(iso: string): string {
  return new Date(iso).toLocaleDateString();
}

export function localDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
