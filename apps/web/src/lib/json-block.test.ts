// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readJsonBlock } from './json-block';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readJsonBlock', () => {
  it('reads the JSON of a data block by id', () => {
    document.body.innerHTML =
      '<script type="application/json" id="app-config">{"siteName":"A \\u003c B","anonKey":"k"}</script>';
    expect(readJsonBlock('app-config')).toEqual({ siteName: 'A < B', anonKey: 'k' });
  });

  it('is null when the block is missing, empty or not JSON', () => {
    expect(readJsonBlock('ssr-state')).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="ssr-state"></script>';
    expect(readJsonBlock('ssr-state')).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="ssr-state">{broken</script>';
    expect(readJsonBlock('ssr-state')).toBeNull();
  });
});
