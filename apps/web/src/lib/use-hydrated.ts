import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while a server-rendered page is still only HTML (and on the server), true once React runs it. What
 * works without the app renders its no-JavaScript form until then (the phone menu's <details>); what cannot
 * says so (the blog's 'Load more' is aria-disabled). Forms need no wait: each is a real GET or POST form the
 * server answers (ADR 0018).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
