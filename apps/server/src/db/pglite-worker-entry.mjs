// Worker entry: Node does not apply the parent's `--import tsx` hooks to worker threads reliably,
// so the worker registers tsx itself before loading the TypeScript worker module.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
