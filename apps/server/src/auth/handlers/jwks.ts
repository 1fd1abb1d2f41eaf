// GET /.well-known/jwks.json — public keys only. Tokens here are HS256 with a shared secret, which is
// never published, so the set is empty (supabase-js then verifies through GET /user).
import type { Context } from 'hono';

export function jwks() {
  return (c: Context) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ keys: [] });
  };
}
