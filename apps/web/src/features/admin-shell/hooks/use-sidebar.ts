import { useCallback, useEffect, useState } from 'react';
import { readSidebarOpen, sidebarCookie } from '../lib/sidebar-cookie';

/** The desktop sidebar's open state: read from its cookie on load, written on every change (SPEC §2, §9). */
export function useSidebar() {
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
