/**
 * The ALTCHA widget for the apply form, served from this origin under hashed names: the package's
 * browser build (its proof-of-work runs in a blob: worker, which the public pages' CSP allows when a
 * page has scripts) and its stylesheet, linked separately because the CSP refuses injected <style>.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';

// The package's main build sits in dist/main whichever entry (import or require) resolves.
const entry = pathToFileURL(createRequire(import.meta.url).resolve('altcha'));
const SCRIPT = readFileSync(new URL('./altcha.min.js', entry), 'utf8');
const STYLE = readFileSync(new URL('../external/altcha.css', entry), 'utf8');
const hash = (bytes: string) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

export const ALTCHA_SCRIPT = `/assets/altcha.${hash(SCRIPT)}.js`;
export const ALTCHA_STYLE = `/assets/altcha.${hash(STYLE)}.css`;

/** The two files, cached for a year (their names change with their content). */
export function altchaAssetRoutes() {
  const serve = (type: string, body: string) => () =>
    new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' } });
  return new Hono().get(ALTCHA_SCRIPT, serve('text/javascript; charset=utf-8', SCRIPT)).get(ALTCHA_STYLE, serve('text/css; charset=utf-8', STYLE));
}
