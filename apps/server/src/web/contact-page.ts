// The contact page's address, and the page a refused post is answered with when there is no web build to render
// the contact page from (contact-refusal-pages.ts) or a client is over its limit (contact-post.ts): the messages
// and a way back to the form.
import { NOT_SENT_TITLE, type ContactSubmission } from '@advisory/site/contact-form-rules';

export const CONTACT_PATH = '/contact';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function plainContactPageHtml(submission: ContactSubmission, siteName: string): string {
  const messages = [submission.notice, ...Object.values(submission.errors)];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Error: ${escapeHtml(NOT_SENT_TITLE)} – ${escapeHtml(siteName)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(NOT_SENT_TITLE)}</h1>
<ul>${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>
<p><a href="/contact">Back to the contact form</a></p>
</main>
</body>
</html>
`;
}
