import { Link } from 'react-router';
import { env } from '@/config/env';
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

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-muted-foreground">
          © {new Date().getFullYear()} {env.siteName}. Bitcoin advisory for businesses.
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-foreground underline-offset-4 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
