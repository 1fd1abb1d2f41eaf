// The sidebar's open state survives reloads in a cookie (SPEC §9: 7 days).
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

export function readSidebarOpen(cookie: string): boolean {
  const match = new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=(true|false)`).exec(cookie);
  return match ? match[1] === 'true' : true;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
