import {
  BarChart3,
  BookOpen,
  FileText,
  LayoutDashboard,
  LogOut,
  Menu,
  PanelLeft,
  Settings,
  Shuffle,
} from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notifyError } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { breadcrumbs } from '../lib/breadcrumbs';
import { readSidebarOpen, sidebarCookie } from '../lib/sidebar-cookie';

const ENTRIES = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, end: true },
  { label: 'Blog Posts', to: '/admin/posts', icon: FileText, end: false },
  { label: 'Education', to: '/admin/education', icon: BookOpen, end: false },
  { label: 'Analytics', to: '/admin/analytics', icon: BarChart3, end: false },
  { label: 'Redirects', to: '/admin/redirects', icon: Shuffle, end: false },
  { label: 'Settings', to: '/admin/settings', icon: Settings, end: false },
] as const;

function useSidebar() {
  const [open, setOpenState] = useState(() => readSidebarOpen(document.cookie));
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = sidebarCookie(next);
  }, []);
  // Ctrl+B / Cmd+B toggles the sidebar (SPEC §2).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        setOpen(!open);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
  return { open, setOpen };
}

/** The staff area's shell (SPEC §2 admin layout). */
export function AdminLayout() {
  const { user, profile, signOut } = useAuth();
  const { open, setOpen } = useSidebar();
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const crumbs = breadcrumbs(location.pathname);
  const name = profile?.full_name || user?.email || '';

  const onSignOut = async () => {
    const { error } = await signOut();
    // On success the guard sees no user and takes the visitor to /auth (remembering this page).
    if (error) notifyError('Sign out failed', error.message);
  };

  const nav = (collapsed: boolean) => (
    <nav aria-label="Content Management" className="flex flex-col gap-1 p-2">
      {ENTRIES.map(({ label, to, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          title={collapsed ? label : undefined}
          onClick={() => setMobileOpen(false)}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isActive && 'bg-accent text-primary-strong',
            )
          }
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <span className={cn(collapsed && 'sr-only')}>{label}</span>
        </NavLink>
      ))}
    </nav>
  );

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
        {nav(!open)}
      </aside>
      {mobileOpen && (
        <div
          className="fixed inset-0 z-50 md:hidden"
          role="dialog"
          aria-modal="true"
          aria-label="Content Management"
        >
          <button
            className="absolute inset-0 bg-black/40"
            aria-label="Close menu"
            onClick={() => setMobileOpen(false)}
          />
          <aside className="relative h-full w-[18rem] bg-background">
            <div className="flex h-14 items-center border-b px-3 font-semibold">Content Management</div>
            {nav(false)}
          </aside>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center gap-3 border-b bg-background px-4">
          <Button
            variant="ghost"
            size="icon"
            className="hidden md:inline-flex"
            aria-label="Toggle sidebar"
            onClick={() => setOpen(!open)}
          >
            <PanelLeft aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            onClick={() => setMobileOpen(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          <Link to="/admin" className="font-semibold">
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
          {crumbs.length > 0 && (
            <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
              <ol className="flex flex-wrap items-center gap-1">
                {crumbs.map((c, i) => (
                  <li key={c.href} className="flex items-center gap-1">
                    {i > 0 && <span aria-hidden="true">/</span>}
                    {i === crumbs.length - 1 ? (
                      <span aria-current="page" className="text-foreground">
                        {c.label}
                      </span>
                    ) : (
                      <Link to={c.href} className="hover:underline">
                        {c.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
