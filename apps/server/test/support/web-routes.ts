// A stand-in web build's `.vite/routes.json`, made from the app's real route manifest exactly as the Vite
// build makes it: the server tests see the routes the app has, not a hand-kept list.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES_FILE, routesFile } from '../../../web/build/emit-routes.ts';

export function writeWebRoutes(distDir: string): void {
  mkdirSync(join(distDir, '.vite'), { recursive: true });
  writeFileSync(join(distDir, ROUTES_FILE), JSON.stringify(routesFile()));
}
