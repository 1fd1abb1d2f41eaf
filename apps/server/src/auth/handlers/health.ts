// GET /health — GoTrue's health answer.
import type { Context } from 'hono';

export const AUTH_VERSION = 'v2.177.0-compatible';

export function health() {
  return (c: Context) =>
    c.json({ version: AUTH_VERSION, name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
}
