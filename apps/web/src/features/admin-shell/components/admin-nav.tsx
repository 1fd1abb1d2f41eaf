import {
  Archive,
  Award,
  BarChart3,
  BookOpen,
  FileText,
  Image,
  Inbox,
  LayoutDashboard,
  Settings,
  Shuffle,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from '@/lib/router';
import type { NavIcon } from '@/config/routes';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { navEntries } from '../lib/admin-routes';

// Every icon name the manifest may use (TypeScript insists the map is complete).
const ICONS: Record<NavIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  posts: FileText,
  media: Image,
  education: BookOpen,
  analytics: BarChart3,
  redirects: Shuffle,
  settings: Settings,
  requests: Inbox,
  users: Users,
  archive: Archive,
  certificates: Award,
};

/** The sidebar's links, from the route manifest, filtered by the user's role. */
export function AdminNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { profile } = useAuth();
  // Until the profile arrives the user counts as the default role, so staff entries appear a moment later
  // rather than ever showing a contributor a link that ends in 'Access Denied'.
  const entries = navEntries({ role: profile?.role ?? 'contributor' });
  return (
    <nav aria-label="Content Management" className="flex flex-col gap-1 p-2">
      {entries.map(({ path, nav }) => {
        const Icon = ICONS[nav.icon];
        return (
          <NavLink
            key={path}
            to={path}
            end={nav.end ?? false}
            title={collapsed ? nav.label : undefined}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                isActive && 'bg-accent text-primary-strong',
              )
            }
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <span className={cn(collapsed && 'sr-only')}>{nav.label}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
