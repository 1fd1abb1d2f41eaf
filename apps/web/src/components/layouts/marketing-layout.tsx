import { Outlet, ScrollRestoration } from '@/lib/router';
import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { PublicReadsProvider } from '@/lib/public-reads-provider';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Public shell: skip link, top navigation, the page, footer. */
export function MarketingLayout() {
  return (
    <div className="site-public flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          {/* The blog's reads, kept while the visitor stays on the public site (a fresh set after the admin area). */}
          <PublicReadsProvider>
            <Outlet />
          </PublicReadsProvider>
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
