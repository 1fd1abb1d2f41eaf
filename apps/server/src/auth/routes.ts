import { Hono, type Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AuthCtx, SiteRedirects } from './context.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { API_VERSION_2024, API_VERSION_HEADER, AuthError, databaseUnavailable, notFound, renderAuthError } from './errors.ts';
import { adminGenerateLink } from './handlers/admin-generate-link.ts';
import { adminCreateUser } from './handlers/admin-user-create.ts';
import { adminDeleteUser } from './handlers/admin-user-delete.ts';
import { adminGetUser } from './handlers/admin-user-get.ts';
import { adminUpdateUserHandler } from './handlers/admin-user-update.ts';
import { adminListUsers } from './handlers/admin-users-list.ts';
import { challengeFactor } from './handlers/factor-challenge.ts';
import { enrollFactor } from './handlers/factor-enroll.ts';
import { unenrollFactor } from './handlers/factor-unenroll.ts';
import { verifyFactor } from './handlers/factor-verify.ts';
import { otp } from './handlers/otp.ts';
import { recover } from './handlers/recover.ts';
import { resend } from './handlers/resend.ts';
import { getUser } from './handlers/user-get.ts';
import { verifyGet, verifyPost } from './handlers/verify.ts';
import { health } from './handlers/health.ts';
import { jwks } from './handlers/jwks.ts';
import { logout } from './handlers/logout.ts';
import { settings } from './handlers/settings.ts';
import { signup } from './handlers/signup.ts';
import { token } from './handlers/token.ts';
import { updateUser } from './handlers/user-update.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { loadAuthSettings, type AuthSettings } from './settings.ts';

export interface AuthOptions {
  settings?: AuthSettings;
  mailer?: Mailer;
  /** The site's redirect table: e-mailed links never send a session or code to a page it answers. */
  siteRedirects: SiteRedirects;
}

/** GoTrue-compatible /auth/v1: one handler file per endpoint, GoTrue-shaped errors. */
export function authRoutes(deps: AppDeps, opts: AuthOptions): Hono {
  const ctx: AuthCtx = {
    deps,
    settings: opts.settings ?? loadAuthSettings(),
    mailer: opts.mailer ?? createMailer(deps.db, deps.config, deps.logger),
    siteRedirects: opts.siteRedirects,
    issuer: `${deps.config.siteUrl}/auth/v1`,
  };
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    // GoTrue echoes the API version on every answer; auth-js trusts `code` only when it sees it.
    if (c.req.header(API_VERSION_HEADER)) c.header(API_VERSION_HEADER, API_VERSION_2024);
  });

  app.get('/health', health());
  app.get('/settings', settings(ctx));
  app.get('/.well-known/jwks.json', jwks());
  app.post('/signup', signup(ctx));
  app.post('/token', token(ctx));
  app.get('/user', getUser(ctx));
  app.put('/user', updateUser(ctx));
  app.post('/logout', logout(ctx));
  app.post('/recover', recover(ctx));
  app.post('/verify', verifyPost(ctx));
  app.get('/verify', verifyGet(ctx));
  app.post('/otp', otp(ctx));
  app.post('/resend', resend(ctx));

  app.post('/factors', enrollFactor(ctx));
  app.post('/factors/:id/challenge', challengeFactor(ctx));
  app.post('/factors/:id/verify', verifyFactor(ctx));
  app.delete('/factors/:id', unenrollFactor(ctx));

  app.get('/admin/users', adminListUsers(ctx));
  app.post('/admin/users', adminCreateUser(ctx));
  app.get('/admin/users/:id', adminGetUser(ctx));
  app.put('/admin/users/:id', adminUpdateUserHandler(ctx));
  app.delete('/admin/users/:id', adminDeleteUser(ctx));
  app.post('/admin/generate_link', adminGenerateLink(ctx));

  app.all('*', () => {
    throw notFound();
  });
  app.onError((err, c: Context) => {
    if (err instanceof AuthError) return renderAuthError(c, err);
    if (isDatabaseUnavailable(err)) {
      deps.logger.warn({ err }, 'auth: the database cannot be reached');
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return renderAuthError(c, databaseUnavailable());
    }
    deps.logger.error({ err }, 'auth: unexpected failure');
    return renderAuthError(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
  });
  return app;
}
