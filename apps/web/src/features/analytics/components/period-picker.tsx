import { useId } from 'react';
import { PERIOD_LABELS, PERIODS, type Period } from '../lib/period';

/**
 * The report's period as a segmented control built from native radio buttons: one tab stop, arrow keys move
 * between the periods (the browser's own radio group), and each option is named by its visible words.
 */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Period</legend>
      <div className="inline-flex flex-wrap rounded-md border bg-muted p-1">
        {PERIODS.map((period) => (
          <label key={period} className="relative">
            <input
              type="radio"
              name={name}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <span className="block rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground peer-checked:bg-background peer-checked:text-foreground peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
              {PERIOD_LABELS[period]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
