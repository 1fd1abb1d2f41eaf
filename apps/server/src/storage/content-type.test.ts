import { describe, expect, it } from 'vitest';
import { canonicalContentType, servedType } from './content-type.ts';

describe('canonicalContentType', () => {
  it.each([
    ['image/png', 'image/png'],
    ['IMAGE/PNG', 'image/png'],
    ['  application/pdf  ', 'application/pdf'],
    ['text/plain;charset=UTF-8', 'text/plain; charset=utf-8'],
    ['text/plain ; Charset="utf-8"', 'text/plain; charset=utf-8'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('%j → %j', (raw, want) => {
    expect(canonicalContentType(raw)).toBe(want);
  });

  it.each([
    'application/pdf;,text/html',
    'application/pdf,text/html',
    'application/pdf; name=a',
    'text/plain; charset=a; charset=b',
    'text/plain;',
    'text/plain; charset=',
    'text/plain; charset="a b"',
    'image/png/x',
    'image',
    '/png',
    'image/',
    'text/ht ml',
    'text/html\u0000',
    'tëxt/plain',
    '',
    `${'a'.repeat(128)}/b`,
  ])('refuses %j', (raw) => {
    expect(canonicalContentType(raw)).toBeNull();
  });
});

describe('servedType', () => {
  it.each([
    ['image/webp', { contentType: 'image/webp', inline: true }],
    ['Application/PDF', { contentType: 'application/pdf', inline: true }],
    ['image/svg+xml', { contentType: 'image/svg+xml', inline: false }],
    ['text/html; charset=utf-8', { contentType: 'text/html; charset=utf-8', inline: false }],
    ['text/plain', { contentType: 'text/plain', inline: false }],
    ['text/javascript', { contentType: 'application/octet-stream', inline: false }],
    ['application/pdf;,text/html', { contentType: 'application/octet-stream', inline: false }],
    [null, { contentType: 'application/octet-stream', inline: false }],
  ])('a row stored as %j is served as %j', (stored, want) => {
    expect(servedType(stored)).toEqual(want);
  });
});
