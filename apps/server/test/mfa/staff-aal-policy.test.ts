// The staff-MFA setting (issue 25): with public.security_settings.staff_mfa_required on, RLS treats an editor
// or admin whose session is aal1 as not staff (has_admin_access/is_admin check the `aal` claim), so every
// staff-only read and write needs a verified second factor; admins reset a lost factor (recovery).
// Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../auth/support.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let n = 0;
const source = () => `/old-${Date.now().toString(36)}-${(n += 1)}`;

async function withSecondFactor(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(data.totp.secret) }).generate();
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: data.id, code });
  if (verified.error) throw verified.error;
  return data.totp.secret;
}

describe.each(backends)('staff MFA requirement on %s', (backend) => {
  let t: TestServer;
  let admin: SignedInUser;
  let editor: SignedInUser;
  let learner: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await signedInUser(t, 'admin');
    editor = await signedInUser(t, 'editor');
    learner = await signedInUser(t, 'contributor');
  });
  afterAll(async () => t?.stop());

  const setRequired = (client: SupabaseClient, on: boolean) =>
    client
      .from('security_settings')
      .update({ staff_mfa_required: on })
      .eq('id', true)
      .select('staff_mfa_required');
  const addRedirect = (client: SupabaseClient) =>
    client.from('redirects').insert({ source_path: source(), destination_url: '/blog' }).select('id');

  it('may be turned on only by an admin whose session is aal2', async () => {
    const byEditor = await setRequired(editor.client, true);
    expect(byEditor.data).toEqual([]);
    const aal1 = await setRequired(admin.client, true);
    expect(aal1.error).toMatchObject({ code: '42501' });
    await withSecondFactor(admin.client);
    const ok = await setRequired(admin.client, true);
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual([{ staff_mfa_required: true }]);
    const { data: seen } = await learner.client
      .from('security_settings')
      .select('staff_mfa_required')
      .single();
    expect(seen).toEqual({ staff_mfa_required: true });
    const { rows } = await t.db.query<{ updated_by: string }>(
      `select updated_by from public.security_settings`,
    );
    expect(rows[0]?.updated_by).toBe(admin.id);
  });

  it('with the setting on, an aal1 editor is not staff to RLS; after a verified code they are', async () => {
    const { data: needs } = await editor.client.rpc('staff_needs_second_factor');
    expect(needs).toBe(true);
    const refused = await addRedirect(editor.client);
    expect(refused.error).toMatchObject({ code: '42501' });
    const { data: hidden } = await editor.client.from('redirects').select('id');
    expect(hidden).toEqual([]);
    const { data: staff } = await editor.client.rpc('has_admin_access', { user_uuid: editor.id });
    expect(staff).toBe(false);

    await withSecondFactor(editor.client);
    expect((await editor.client.rpc('staff_needs_second_factor')).data).toBe(false);
    const allowed = await addRedirect(editor.client);
    expect(allowed.error).toBeNull();
    expect((await editor.client.from('redirects').select('id')).data?.length).toBeGreaterThan(0);
  });

  it('never asks a learner for a second factor', async () => {
    expect((await learner.client.rpc('staff_needs_second_factor')).data).toBe(false);
  });

  it("lets an admin reset a staff member's factors (recovery); others may not", async () => {
    const lost = await signedInUser(t, 'editor');
    await withSecondFactor(lost.client);
    const byEditor = await editor.client.rpc('admin_reset_mfa', { target_user: lost.id });
    expect(byEditor.error).toMatchObject({ code: '42501' });
    const { data: before } = await admin.client.rpc('admin_list_users');
    expect(
      (before as { user_id: string; mfa_enabled: boolean }[]).find((u) => u.user_id === lost.id)?.mfa_enabled,
    ).toBe(true);

    const { data: removed, error } = await admin.client.rpc('admin_reset_mfa', { target_user: lost.id });
    expect(error).toBeNull();
    expect(removed).toBe(1);
    const { data: after } = await admin.client.rpc('admin_list_users');
    expect(
      (after as { user_id: string; mfa_enabled: boolean }[]).find((u) => u.user_id === lost.id)?.mfa_enabled,
    ).toBe(false);
    // Their sessions ended and their password was revoked (issue 37: it may be what was stolen); through a
    // recovery link they are back at aal1 and enroll again (test/mfa/account-changes-aal.test.ts has the rest).
    expect((await lost.client.auth.refreshSession()).error).not.toBeNull();
    const link = await t.admin().auth.admin.generateLink({ type: 'recovery', email: lost.email });
    const back = t.client();
    expect(
      (await back.auth.verifyOtp({ token_hash: link.data.properties!.hashed_token, type: 'recovery' })).error,
    ).toBeNull();
    const { data: aal } = await back.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal?.currentLevel).toBe('aal1');
    const again = await back.auth.mfa.enroll({ factorType: 'totp' });
    expect(again.error).toBeNull();
  });

  it('with the setting off again, an aal1 staff session is staff', async () => {
    expect((await setRequired(admin.client, false)).error).toBeNull();
    const fresh = t.client();
    await fresh.auth.signInWithPassword({ email: editor.email, password: GOOD_PASSWORD });
    expect((await addRedirect(fresh)).error).toBeNull();
  });
});
