import { describe, expect, it } from 'vitest';
import { stageTimer } from './timing.ts';

describe('stageTimer', () => {
  it('names each stage with the time since the previous lap, in order', () => {
    const clock = [10, 12.04, 12.04, 15.5];
    const timer = stageTimer(true, () => clock.shift() as number);
    timer.lap('jwt');
    timer.lap('parse');
    timer.lap('plan');
    expect(timer.header()).toBe('jwt;dur=2.0, parse;dur=0.0, plan;dur=3.5');
  });

  it('does nothing and names nothing when Server-Timing is off', () => {
    const timer = stageTimer(false, () => {
      throw new Error('the clock is not read');
    });
    timer.lap('jwt');
    expect(timer.header()).toBe('');
  });
});
