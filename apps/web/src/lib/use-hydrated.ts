import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while a server-rendered page is still only HTML (and on the server), true once React runs it.
 * A form's submit button waits for it: pressed before, the browser would send the form natively — a GET
 * with the visitor's details in the URL — instead of through the app.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
