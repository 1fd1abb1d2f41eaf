// POST /token?grant_type=… — dispatches to one grant; every grant shares the /token rate limit.
import type { Context } from 'hono';
import type { AuthCtx } from '../context.ts';
import { AuthError, providerDisabled } from '../errors.ts';
import { limitRequest } from '../middleware/rate-limit.ts';
import { passwordGrant } from './token-password.ts';
import { pkceGrant } from './token-pkce.ts';
import { refreshTokenGrant } from './token-refresh.ts';

export function token(ctx: AuthCtx) {
  return async (c: Context) => {
    await limitRequest(ctx, c, 'token', ctx.settings.tokenLimit);
    const grant = c.req.query('grant_type');
    switch (grant) {
      case 'password':
        return passwordGrant(ctx, c);
      case 'refresh_token':
        return refreshTokenGrant(ctx, c);
      case 'pkce':
        return pkceGrant(ctx, c);
      case 'id_token':
        throw providerDisabled('Custom OIDC provider "" not allowed');
      default:
        throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    }
  };
}
