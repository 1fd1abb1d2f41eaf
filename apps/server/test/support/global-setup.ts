import { buildGoldens, dropGoldens } from './golden.ts';

export async function setup(): Promise<void> {
  await buildGoldens();
}

export async function teardown(): Promise<void> {
  await dropGoldens();
}
