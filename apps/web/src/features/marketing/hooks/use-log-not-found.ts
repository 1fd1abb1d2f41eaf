import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';
import { paths } from '@/config/paths';
import { logNotFound } from '../api/log-not-found';

/**
 * Records the missing path once per visit (per history entry), so staff see top missing URLs on the Redirects
 * screen. /404 itself is skipped: the blog sends missing posts there, and its path says nothing useful.
 */
export function useLogNotFound(): void {
  const { pathname, key } = useLocation();
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (pathname === paths.notFound.href() || logged.current === key) return;
    logged.current = key;
    void logNotFound(pathname);
  }, [pathname, key]);
}
