import type { ReactNode } from 'react';
import { StructuredDataContext } from '@/components/structured-data-context';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { PageViewViewer } from './page-view-reporting';
import { loadStructuredData } from './structured-data';

/** App-wide providers; TanStack Query's provider is the root route (app/data-root.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <StructuredDataContext value={loadStructuredData}>
        {children}
        <Toaster />
        <PageViewViewer />
      </StructuredDataContext>
    </AuthProvider>
  );
}
