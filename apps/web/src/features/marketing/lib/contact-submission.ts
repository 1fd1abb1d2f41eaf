// The contact form as the server shows it back when it refused a post sent without JavaScript (apps/server
// web/contact-post.ts): the same React render as GET /contact, given what was typed, each field's message and a
// notice. Only the server's render has one (entry-server.tsx's RenderOptions); that page is never hydrated, so
// the browser's app never sees a submission.
import { createContext, use } from 'react';
import type { ContactSubmission } from '@advisory/site/contact-form-rules';

export type { ContactSubmission };

export const ContactSubmissionContext = createContext<ContactSubmission | null>(null);

export const useContactSubmission = (): ContactSubmission | null => use(ContactSubmissionContext);
