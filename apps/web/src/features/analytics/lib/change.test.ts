import { describe, expect, it } from 'vitest';
import { change, changeNote, signed } from './change';

describe('change', () => {
  it('is the rounded percent change with its sign', () => {
    expect(change(112, 100)).toBe('+12%');
    expect(change(95, 100)).toBe('-5%');
    expect(change(100, 100)).toBe('+0%');
    expect(change(1, 3)).toBe('-67%');
    expect(change(2, 3)).toBe('-33%');
    expect(change(300, 100)).toBe('+200%');
  });

  it('never reads "-0%" for a change that rounds to nothing', () => {
    expect(change(999, 1000)).toBe('+0%');
  });

  it('reads "New" when the previous period had none, "+0%" when neither had any', () => {
    expect(change(5, 0)).toBe('New');
    expect(change(0, 0)).toBe('+0%');
    expect(change(0, 4)).toBe('-100%');
  });
});

describe('changeNote', () => {
  it('names what the figure is compared with', () => {
    expect(changeNote(112, 100, 'the previous 7 days')).toBe('+12% from the previous 7 days');
    expect(changeNote(0, 0, 'last month')).toBe('+0% from last month');
  });

  it('leaves "New" alone', () => {
    expect(changeNote(3, 0, 'last month')).toBe('New');
  });
});

describe('signed', () => {
  it('writes + for zero and positive numbers', () => {
    expect(signed(-0, '%')).toBe('+0%');
    expect(signed(4, ' pts')).toBe('+4 pts');
    expect(signed(-4, ' pts')).toBe('-4 pts');
  });
});
