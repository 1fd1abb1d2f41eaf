import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** The browser's DOMPurify (the server-rendering build swaps in lib/purify.server.ts). */
export const purify: Purifier = DOMPurify;
