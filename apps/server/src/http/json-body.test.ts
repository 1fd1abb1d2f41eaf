import { describe, expect, it } from 'vitest';
import { JsonDepthError, MAX_JSON_DEPTH, jsonDepth, parseJson } from './json-body.ts';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['"text"', 0],
    ['[]', 1],
    ['{"a":[1,{"b":{}}]}', 4],
    ['[[1],[2],[[3]]]', 3],
  ])('%s is %i deep', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":"[[[{{{","b":"\\"[[[\\\\"}')).toBe(1);
    expect(jsonDepth('["\\\\",[1]]')).toBe(2);
  });

  it('stops counting once past the limit', () => {
    expect(jsonDepth(nested(100_000), 10)).toBe(11);
  });
});

describe('parseJson', () => {
  it('parses a body at the cap', () => {
    const atCap = nested(MAX_JSON_DEPTH);
    expect(() => JSON.stringify(parseJson(atCap))).not.toThrow();
  });

  it('refuses a body one level over the cap, before building it', () => {
    expect(() => parseJson(nested(MAX_JSON_DEPTH + 1))).toThrow(JsonDepthError);
  });

  it('refuses a body nested 100,000 deep without exhausting the stack', () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    expect(() => parseJson(deep)).toThrow(/more than 100 levels deep/);
    expect(() => parseJson(nested(100_000))).toThrow(JsonDepthError);
  });

  it('leaves malformed text to JSON.parse (a SyntaxError)', () => {
    expect(() => parseJson('{"a":')).toThrow(SyntaxError);
    expect(() => parseJson(']]]')).toThrow(SyntaxError);
  });
});
