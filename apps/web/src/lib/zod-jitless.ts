/*
 * Zod compiles fast parsers with `new Function()` and probes for it the first time an object schema
 * is built; the site's Content-Security-Policy forbids eval, so the probe is a CSP violation in the
 * console (issue 11, Lighthouse best practices). This sets `jitless` on the object zod's `config()`
 * writes to, which zod keeps on globalThis so every copy shares it; importing zod here instead would
 * add about 4 kB to every page's first load. Imported first by main.tsx, before any schema exists.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
