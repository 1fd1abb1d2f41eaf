// Writes the core font files (build/font-subsets.ts) from the npm packages: `npm run fonts -w apps/web`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CORE_FONTS, coreRange, restRange, subsetCore } from './font-subsets';

for (const font of CORE_FONTS) {
  const out = await subsetCore(font);
  writeFileSync(fileURLToPath(new URL(`../${font.output}`, import.meta.url)), out);
  console.log(`${font.output}: ${(out.length / 1024).toFixed(1)} KB`);
}
console.log(`styles.css core unicode-range:\n  ${coreRange()}\nfull latin files:\n  ${restRange()}`);
