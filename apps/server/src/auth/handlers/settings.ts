// GET /settings — GoTrue's public settings: only e-mail sign-in is enabled on this server.
import type { Context } from 'hono';
import type { AuthCtx } from '../context.ts';

const EXTERNAL_OFF = ['anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github',
  'gitlab', 'google', 'keycloak', 'kakao', 'linkedin_oidc', 'notion', 'phone', 'slack_oidc', 'spotify', 'twitch',
  'twitter', 'workos', 'zoom'];

export function settings(ctx: AuthCtx) {
  return (c: Context) =>
    c.json({
      external: { email: true, ...Object.fromEntries(EXTERNAL_OFF.map((p) => [p, false])) },
      disable_signup: false,
      mailer_autoconfirm: ctx.deps.config.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      passkeys_enabled: false,
    });
}
