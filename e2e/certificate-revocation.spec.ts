// Certificates stay true (issue 25): an admin finds a certificate in /admin/certificates and revokes it with
// a reason after a confirmation; its public page then says "revoked" with the date (200, never "Valid
// certificate", no PDF), the PDF is refused, and the learner sees it too (the page, and "Download
// Certificate" on the course says so). Admins can reinstate a revoked one. Editors see the list but cannot revoke.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type Api, type Seed, type Session } from './fixtures.ts';
import { shot } from './learner-seed.ts';

const NAME = 'Zoë Łukasiewicz 王小明';

/** A finished one-module course and the learner's certificate for it, issued as the learner would. */
async function issuedCertificate(seed: Seed, api: Api, session: Session) {
  await api.service('PATCH', `/rest/v1/profiles?user_id=eq.${session.user.id}`, { full_name: NAME });
  const course = await seed.course({ description: 'Custody for finance teams.' });
  const module = await seed.module(course.id, { title: 'E2E Keys', points: 15 });
  await seed.slide(module.id, { title: 'Keys', content: '<p>Not your keys.</p>' });
  const token = session.access_token;
  const seen = await api.asUser(token, 'POST', '/rest/v1/user_progress', {
    user_id: session.user.id,
    module_id: module.id,
    status: 'in_progress',
    last_slide_index: 0,
  });
  expect(seen.status()).toBe(201);
  const done = await api.asUser(token, 'PATCH', `/rest/v1/user_progress?module_id=eq.${module.id}`, {
    status: 'completed',
    progress_percentage: 100,
  });
  expect(done.status()).toBeLessThan(300);
  const issued = await api.asUser(token, 'POST', '/rest/v1/rpc/issue_certificate', {
    category_uuid: course.id,
  });
  expect(issued.status()).toBe(200);
  const cert = (await issued.json()) as { id: string; verification_code: string; recipient_name: string };
  expect(cert.recipient_name).toBe(NAME);
  return { course, cert };
}

/** SPEC §9's 'MMMM dd, yyyy', on the UTC day. */
function longDate(iso: string): string {
  const d = new Date(iso);
  const month = d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${month} ${String(d.getUTCDate()).padStart(2, '0')}, ${d.getUTCFullYear()}`;
}

async function noOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
}

test('an admin revokes a certificate; its public page says revoked with the date; the learner sees it', async ({
  asAdmin: { page: admin },
  asLearner: { page: learner, session },
  page: visitor,
  seed,
  api,
}) => {
  test.slow(); // three people in one journey: the admin's list and dialog, a visitor, the learner
  const { course, cert } = await issuedCertificate(seed, api, session);
  const code = cert.verification_code;
  try {
    await admin.goto('/admin/certificates');
    await expect(admin.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
    await admin.getByLabel('Search certificates').fill(code.toLowerCase());
    const row = admin.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(NAME)).toBeVisible();
    await expect(row.getByText('Valid', { exact: true })).toBeVisible();
    await expectNoA11yViolations(admin);
    await shot(admin, 'certificates-admin-1280');

    await row.getByRole('button', { name: `Revoke certificate ${code}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Revoke certificate ${code}` });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(`${NAME}'s certificate for ${course.name}.`, { exact: false }),
    ).toBeVisible();
    // No reason, no revocation.
    await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(dialog.getByText('A reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Quiz answers were shared');
    await expectNoA11yViolations(admin);
    await shot(admin, 'certificates-revoke-dialog-1280');
    await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Certificate revoked', { exact: true })).toBeVisible();
    await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(row.getByText('Quiz answers were shared')).toBeVisible();
    await expect(row.getByRole('button', { name: `Revoke certificate ${code}` })).toHaveCount(0);

    const [stored] = await api.service<{ revoked_at: string; revoked_reason: string }[]>(
      'GET',
      `/rest/v1/certificates?id=eq.${cert.id}&select=revoked_at,revoked_reason`,
    );
    expect(stored?.revoked_reason).toBe('Quiz answers were shared');
    const date = longDate(stored!.revoked_at);

    // A visitor: still a 200 page, now "revoked" with the date; no confirmation, no PDF, no reason.
    const response = await visitor.goto(`/certificates/${code}`);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { name: 'Certificate revoked', level: 1 })).toBeVisible();
    await expect(visitor.getByText(`This certificate was revoked on ${date}.`)).toBeVisible();
    await expect(visitor.getByText(NAME, { exact: true })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Valid certificate' })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
    await expect(visitor.getByText('Quiz answers were shared')).toHaveCount(0);
    await expectNoA11yViolations(visitor);
    await shot(visitor, 'certificate-revoked-1280');
    await visitor.setViewportSize({ width: 390, height: 844 });
    await shot(visitor, 'certificate-revoked-390');
    await noOverflow(visitor);
    const pdf = await visitor.request.get(`/certificates/${code}.pdf`);
    expect(pdf.status()).toBe(410);
    expect(await pdf.json()).toMatchObject({
      message: `This certificate was revoked on ${date}; its PDF is no longer available.`,
    });

    // The learner: the same page, and the course's 'Download Certificate' says it was revoked.
    await learner.goto(`/certificates/${code}`);
    await expect(learner.getByText(`This certificate was revoked on ${date}.`)).toBeVisible();
    await learner.goto(`/education/category/${course.id}`);
    await expect(learner.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    let downloads = 0;
    learner.on('download', () => (downloads += 1));
    await learner.getByRole('button', { name: 'Download Certificate' }).click();
    await expect(learner.getByText('Your certificate was revoked', { exact: true })).toBeVisible();
    await expect(learner.getByText(`Your certificate for this course was revoked on ${date}.`)).toBeVisible();
    expect(downloads).toBe(0);

    // The admin list at a phone's width.
    await admin.setViewportSize({ width: 390, height: 844 });
    await shot(admin, 'certificates-admin-390');
    await noOverflow(admin);
    await admin.getByLabel('Search certificates').fill('no such certificate');
    await expect(admin.getByText('No certificates match your search')).toBeVisible();
  } finally {
    // A course with certificates cannot be deleted: the certificate goes first.
    await api.service('DELETE', `/rest/v1/certificates?id=eq.${cert.id}`);
  }
});

test('an admin reinstates a revoked certificate after a confirmation; its page is valid again', async ({
  asAdmin: { page: admin, session: adminSession },
  asLearner: { session },
  page: visitor,
  seed,
  api,
}) => {
  const { cert } = await issuedCertificate(seed, api, session);
  const code = cert.verification_code;
  try {
    const revoked = await api.asUser(adminSession.access_token, 'POST', '/rest/v1/rpc/revoke_certificate', {
      certificate_id: cert.id,
      reason: 'Issued by mistake',
    });
    expect(revoked.status()).toBe(200);
    await admin.goto('/admin/certificates');
    await admin.getByLabel('Search certificates').fill(code);
    const row = admin.getByRole('row').filter({ hasText: code });
    await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Reinstate certificate ${code}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Reinstate certificate ${code}` });
    await expect(confirm).toContainText(`${NAME}'s certificate for`);
    await expectNoA11yViolations(admin);
    // Cancel changes nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Reinstate certificate ${code}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Reinstate' }).click();
    await expect(admin.getByText('Certificate reinstated', { exact: true })).toBeVisible();
    await expect(row.getByText('Valid', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Revoke certificate ${code}` })).toBeVisible();

    const response = await visitor.goto(`/certificates/${code}`);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { name: 'Certificate revoked' })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    expect((await visitor.request.get(`/certificates/${code}.pdf`)).status()).toBe(200);
  } finally {
    await api.service('DELETE', `/rest/v1/certificates?id=eq.${cert.id}`);
  }
});

test('an editor sees the certificates but gets no Revoke; the revoke dialog at a phone’s width', async ({
  asEditor: { page: editor },
  asAdmin: { page: admin },
  asLearner: { session },
  seed,
  api,
}) => {
  const { cert } = await issuedCertificate(seed, api, session);
  const code = cert.verification_code;
  try {
    await editor.goto('/admin/certificates');
    await editor.getByLabel('Search certificates').fill(code);
    const row = editor.getByRole('row').filter({ hasText: code });
    await expect(row.getByText(NAME)).toBeVisible();
    await expect(editor.getByText('Only admins can revoke a certificate.')).toBeVisible();
    await expect(editor.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto('/admin/certificates');
    await admin.getByLabel('Search certificates').fill(code.replaceAll('-', ''));
    await expect(admin.getByRole('button', { name: `Revoke certificate ${code}` })).toBeVisible();
    await expectNoA11yViolations(admin);
    await shot(admin, 'certificates-admin-valid-390');
    await noOverflow(admin);
    await admin.getByRole('button', { name: `Revoke certificate ${code}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Revoke certificate ${code}` });
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await shot(admin, 'certificates-revoke-dialog-390');
    // Cancelling changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const [stored] = await api.service<{ revoked_at: string | null }[]>(
      'GET',
      `/rest/v1/certificates?id=eq.${cert.id}&select=revoked_at`,
    );
    expect(stored?.revoked_at).toBeNull();
  } finally {
    await api.service('DELETE', `/rest/v1/certificates?id=eq.${cert.id}`);
  }
});
