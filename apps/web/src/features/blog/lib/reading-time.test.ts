import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, readingTimeLabel } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('countWords', () => {
  it('counts the text of an HTML body, not its tags or attributes', () => {
    expect(
      countWords('<h2 class="x">Two words</h2><p>and <a href="https://a.b/c d">three more</a>.</p>'),
    ).toBe(5);
  });

  it('splits on non-breaking spaces and ignores bare punctuation', () => {
    expect(countWords('<p>one&nbsp;two &amp; three — four</p>')).toBe(4);
  });

  it('keeps words of any script and numbers', () => {
    expect(countWords('Größe 21 million Ŝatoŝi')).toBe(4);
  });

  it('reads nothing in an empty body', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('<p> </p>')).toBe(0);
  });
});

describe('readingMinutes', () => {
  it('is words ÷ 200, rounded up', () => {
    expect(readingMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${words(1000)}</p>`)).toBe(5);
  });

  it('is at least one minute, even for a missing body', () => {
    expect(readingMinutes('<p>Short.</p>')).toBe(1);
    expect(readingMinutes(null)).toBe(1);
    expect(readingMinutes(undefined)).toBe(1);
  });
});

describe('readingTimeLabel', () => {
  it('says the minutes', () => {
    expect(readingTimeLabel(4)).toBe('4 min read');
  });
});
