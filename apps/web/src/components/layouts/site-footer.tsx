import { Link } from '@/lib/router';
import { firm, formatFirmAddress } from '@/config/firm';
import { paths } from '@/config/paths';

export const FOOTER_LINKS = [
  { label: 'Services', to: paths.services.href() },
  { label: 'Blog', to: paths.blog.href() },
  { label: 'Glossary', to: paths.glossary.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'Contact', to: paths.contact.href() },
  { label: 'Privacy Policy', to: paths.privacy.href() },
  { label: 'Terms of Service', to: paths.terms.href() },
] as const;

/**
 * SPEC §2's footer links and the firm's social accounts (when it has any), then what a financial firm must
 * show on every page: its legal name, its address and a short "not investment advice" disclosure, all read
 * from config/firm.ts.
 */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted">
      <div className="site-container flex flex-col gap-8 py-10">
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <address className="text-sm not-italic text-muted-foreground">
            <span className="block font-semibold text-foreground">{firm.legalName}</span>
            <span className="block">{formatFirmAddress(firm.address)}</span>
          </address>
          <div className="flex flex-col gap-3 md:items-end">
            <nav aria-label="Footer">
              <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm md:justify-end">
                {FOOTER_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className="text-foreground underline-offset-4 hover:underline">
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {firm.social.length > 0 && (
              <nav aria-label="Social media">
                <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm md:justify-end">
                  {firm.social.map((s) => (
                    <li key={s.url}>
                      <a
                        href={s.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-foreground underline-offset-4 hover:underline"
                      >
                        {s.label}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
        </div>
        <div className="space-y-2 border-t border-input pt-6 text-xs leading-relaxed text-muted-foreground">
          <p data-testid="firm-disclosure" className="max-w-3xl">
            {firm.disclosure}
          </p>
          <p>
            © {new Date().getFullYear()} {firm.legalName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
