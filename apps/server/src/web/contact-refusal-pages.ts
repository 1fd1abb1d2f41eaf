// The pages refused contact posts are answered with (web/contact-post.ts): the contact page as React renders it
// for GET /contact, given the submission (what was typed, each field's message, a notice), sent as a document that
// is read and never hydrated (page-document.ts: no app script, which would put its own empty form over the one
// the visitor filled in). Each shape of refusal is rendered once (contact-page-template.ts) and filled in per post.
// Invariants: at most one template per shape (≤ 9), made once and shared by the posts that wait for it (one that
// could not be made is not kept); the
// contact page reads nothing from the database, so a template lives as long as the build it was rendered from
// (when the page gains content from the database, these are dropped with the page cache); a build without the
// page, or a template that could not be made, answers the plain page with the same messages.
import type { ContactSubmission } from '@advisory/site/contact-form-rules';
import type { Logger } from '../http/logger.ts';
import {
  buildContactPageTemplate,
  shapeKey,
  shapeOf,
  type ContactPageTemplate,
  type RenderContactPage,
} from './contact-page-template.ts';
import { CONTACT_PATH, plainContactPageHtml } from './contact-page.ts';
import { staticDocument, type IndexParts } from './page-document.ts';
import type { PageRenderer } from './page-renderer.ts';

export interface ContactRefusalPagesOptions {
  /** The public pages' renderer (web/page-renderer.ts). */
  pages: Pick<PageRenderer, 'render'>;
  /** The web build's index.html, cut (page-document.ts); null while there is none. */
  index: () => IndexParts | null;
  siteName: string;
  logger: Logger;
  /** Makes a template from a render (the default: contact-page-template.ts); tests count its calls. */
  build?: typeof buildContactPageTemplate;
}

export interface ContactRefusalPages {
  /** The contact page with this submission put in. */
  page(submission: ContactSubmission): Promise<string>;
}

export function contactRefusalPages(opts: ContactRefusalPagesOptions): ContactRefusalPages {
  const build = opts.build ?? buildContactPageTemplate;
  const templates = new Map<string, Promise<ContactPageTemplate | null>>();
  const render: RenderContactPage = async (submission) => {
    const parts = opts.index();
    if (!parts) return null;
    const page = await opts.pages.render(CONTACT_PATH, { contact: submission });
    if (!page?.html?.includes('id="contact-form"') || !page.head) return null;
    return staticDocument(parts, page.head, page.html);
  };

  const templateFor = (submission: ContactSubmission) => {
    const shape = shapeOf(submission);
    const key = shapeKey(shape);
    let template = templates.get(key);
    if (!template) {
      template = build(render, shape)
        .catch((err: unknown) => {
          opts.logger.warn(
            { err },
            'could not make the contact page for refused posts: answering the plain page',
          );
          return null;
        })
        .then((made) => {
          // Not kept when it could not be made (no build yet, a failed render): the next refusal tries again.
          if (!made) templates.delete(key);
          return made;
        });
      templates.set(key, template);
    }
    return template;
  };

  return {
    async page(submission) {
      const template = await templateFor(submission);
      return template ? template.fill(submission) : plainContactPageHtml(submission, opts.siteName);
    },
  };
}
