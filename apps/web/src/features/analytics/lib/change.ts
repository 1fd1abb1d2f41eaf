// The change of a figure against the previous period (docs/decisions/0021): (current − previous) ÷ previous as
// a whole percent with its sign; "New" when the previous period had none and this one has some.

/** "+12%", "-5%", "+0%" (both periods empty) or "New". */
export function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '+0%' : 'New';
  return signed(Math.round(((current - previous) / previous) * 100), '%');
}

/** The card's note: "+12% from the previous 7 days"; "New" stands alone. */
export function changeNote(current: number, previous: number, against: string): string {
  const value = change(current, previous);
  return value === 'New' ? value : `${value} from ${against}`;
}

/** A whole number with its sign; never "-0". */
export function signed(value: number, unit: string): string {
  const n = value === 0 ? 0 : value;
  return `${n > 0 || n === 0 ? '+' : ''}${n}${unit}`;
}
