import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

const format = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** Moments worth telling a screen-reader user; a per-second announcement would drown the question. */
function announcement(left: number, limit: number): string | null {
  if (left === 0) return 'Time is up for this question.';
  if (left === limit) return `You have ${format(limit)} for this question.`;
  if (left === 30 || left === 10) return `${left} seconds left.`;
  return null;
}

/**
 * A question's time limit (quiz_questions.time_limit_seconds > 0): a visible countdown (role="timer") and
 * a polite live region that speaks only at the start, at 30 and 10 seconds and when time is up.
 * The parent keys it by question, so a new question starts a new countdown.
 */
export function QuestionTimer({ limit, onExpire }: { limit: number; onExpire: () => void }) {
  const [left, setLeft] = useState(limit);
  const [spoken, setSpoken] = useState(() => announcement(limit, limit) ?? '');
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    // Elapsed time from a fixed start, so a throttled background tab still counts real seconds.
    const start = Date.now();
    const id = window.setInterval(() => {
      const next = Math.max(0, limit - Math.floor((Date.now() - start) / 1000));
      setLeft(next);
      const said = announcement(next, limit);
      if (said) setSpoken(said);
      if (next === 0) {
        window.clearInterval(id);
        expire.current();
      }
    }, 250);
    return () => window.clearInterval(id);
  }, [limit]);

  return (
    <div className={left <= 10 ? 'text-red-700' : 'text-muted-foreground'}>
      <p
        role="timer"
        aria-label="Time left for this question"
        className="flex items-center gap-1 text-sm font-medium"
      >
        <Timer className="size-4" aria-hidden="true" />
        {left === 0 ? "Time's up" : `${format(left)} left`}
      </p>
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
    </div>
  );
}
