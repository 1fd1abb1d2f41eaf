// The pages refused contact posts are answered with (web/contact-post.ts), from the contact page as GET /contact
// serves it now. That page comes out of the page cache (spa.ts: the same bytes for everyone, rebuilt when the site
// or the build changes), so its text is the key: while it is the same, each shape of refusal reuses the template
// jsdom made once for it (contact-page-template.ts); when it changes, the templates of the old text are dropped.
// Invariants: at most one page's templates are kept (≤ 9 shapes); a template being made is shared by the requests
// that wait for it; a page without the form (no web build), or a template that could not be made, answers the
// plain page with the same messages.
import type { Logger } from '../http/logger.ts';
import {
  buildContactPageTemplate,
  shapeKey,
  shapeOf,
  type BuildContactPageTemplate,
  type ContactPageTemplate,
} from './contact-page-template.ts';
import { plainContactPageHtml, type ContactPageState } from './contact-page.ts';

export interface ContactRefusalPagesOptions {
  /** The server's own app, in process: GET /contact as it serves it. */
  fetch: (request: Request) => Response | Promise<Response>;
  siteName: string;
  logger: Logger;
  /** Makes a template (the jsdom step); tests count its calls. */
  build?: BuildContactPageTemplate;
}

export interface ContactRefusalPages {
  /** The contact page with this state put in. */
  page(state: ContactPageState): Promise<string>;
}

/** The in-process address of the contact page (never reaches a socket). */
const CONTACT_PAGE = 'http://in-process.invalid/contact';

export function contactRefusalPages(opts: ContactRefusalPagesOptions): ContactRefusalPages {
  const build = opts.build ?? buildContactPageTemplate;
  let current: { base: string; templates: Map<string, Promise<ContactPageTemplate | null>> } | null = null;

  const templateFor = (base: string, state: ContactPageState) => {
    if (current?.base !== base) current = { base, templates: new Map() };
    const shape = shapeOf(state);
    const key = shapeKey(shape);
    let template = current.templates.get(key);
    if (!template) {
      template = build(base, shape).catch((err: unknown) => {
        opts.logger.warn({ err }, 'could not make the contact page for refused posts: answering the plain page');
        return null;
      });
      current.templates.set(key, template);
    }
    return template;
  };

  return {
    async page(state) {
      const res = await opts.fetch(new Request(CONTACT_PAGE));
      const template = res.status === 200 ? await templateFor(await res.text(), state) : null;
      if (res.status !== 200) await res.body?.cancel();
      return template ? template.fill(state) : plainContactPageHtml(state, opts.siteName);
    },
  };
}
