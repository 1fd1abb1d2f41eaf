import pino from 'pino';
import type { Config } from '../config.ts';

export type Logger = pino.Logger;

export function createLogger(level: Config['logLevel']): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
