// A pino logger whose JSON lines a test can read: what the server would have written to stdout.
import { Writable } from 'node:stream';
import pino from 'pino';
import type { Logger } from '../../src/http/logger.ts';

export interface CapturedLog {
  logger: Logger;
  /** Every line so far, parsed. */
  lines: Record<string, unknown>[];
  /** Every line so far as written (to look for a string anywhere in the log). */
  text(): string;
}

export function captureLog(level: pino.Level = 'info'): CapturedLog {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: pino({ level, base: undefined }, sink), lines, text: () => raw.join('\n') };
}
