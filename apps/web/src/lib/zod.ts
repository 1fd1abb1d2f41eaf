// The app's one way to zod. Zod compiles object parsers with `new Function` after probing whether eval is
// allowed; our CSP forbids eval, and the probe alone files a CSP violation report. The probe runs when an
// object schema is created, so this switch must run before any schema module: every schema imports zod
// from here (lint forbids 'zod' elsewhere), and ES modules evaluate this file first. Only the screens
// with forms load it — never the public pages' first load.
import { config, z } from 'zod';

config({ jitless: true });

export { z };
