import { LogOut, Menu, PanelLeft } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { notifyError } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useSidebar } from '../hooks/use-sidebar';
import { adminRouteFor } from '../lib/admin-routes';
import { AdminBreadcrumbs } from './admin-breadcrumbs';
import { AdminNav } from './admin-nav';
import { AdminRoleGuard } from './admin-role-guard';

/** The staff area's shell (SPEC §2 admin layout); each screen is guarded by its manifest role
 * (AdminRoleGuard; the area itself is behind RequireAuth in routes/layout.tsx). */
export function AdminLayout() {
  const { user, profile, signOut } = useAuth();
  const { open, setOpen } = useSidebar();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const route = adminRouteFor(pathname);
  const name = profile?.full_name || user?.email || '';

  const onSignOut = async () => {
    const { error } = await signOut();
    // On success the guard sees no user and takes the visitor to /auth (remembering this page).
    if (error) notifyError('Sign out failed', error.message);
  };

  return (
    <div className="flex min-h-screen bg-muted/40">
      <aside
        data-state={open ? 'expanded' : 'collapsed'}
        className={cn(
          'hidden shrink-0 border-r bg-background transition-[width] md:block',
          open ? 'w-[16rem]' : 'w-[3rem]',
        )}
      >
        <div className={cn('flex h-14 items-center border-b px-3 font-semibold', !open && 'sr-only')}>
          Content Management
        </div>
        <AdminNav collapsed={!open} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center gap-3 border-b bg-background px-4">
          <Button
            variant="ghost"
            size="icon"
            className="hidden md:inline-flex"
            aria-label="Toggle sidebar"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            <PanelLeft aria-hidden="true" />
          </Button>
          {/* Below 768 px the sidebar is a sheet: focus trapped inside, Escape or the overlay closes it and
              focus returns to this button (its trigger). */}
          <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="w-[18rem] gap-0 p-0 sm:max-w-[18rem] md:hidden">
              <SheetHeader className="h-14 justify-center border-b px-3 py-0">
                <SheetTitle>Content Management</SheetTitle>
                <SheetDescription className="sr-only">Admin navigation</SheetDescription>
              </SheetHeader>
              <AdminNav collapsed={false} onNavigate={() => setMobileOpen(false)} />
            </SheetContent>
          </Sheet>
          <Link to={paths.admin.href()} className="font-semibold">
            Admin Panel
          </Link>
          <div className="ml-auto flex items-center gap-3">
            <Badge variant="secondary">{profile?.role ?? 'contributor'}</Badge>
            <span className="hidden text-sm sm:inline">{name}</span>
            <Button variant="outline" size="sm" onClick={() => void onSignOut()}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        </header>
        <main id="main" className="flex-1 p-4 md:p-6">
          <AdminBreadcrumbs />
          <AdminRoleGuard route={route}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </AdminRoleGuard>
        </main>
      </div>
    </div>
  );
}
