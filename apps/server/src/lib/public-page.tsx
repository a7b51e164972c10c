/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
/**
 * Public pages (ARCHITECTURE.md, "Mechanisms the features share"): the careers site, shared
 * reports and assessments are rendered on the server with this one layout, this one stylesheet
 * and this one set of headers, so each is small, fast and safe by default. A page is private when
 * only the holder of its link should see it: it is kept out of indexes, caches and referrers.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import type { Child } from 'hono/jsx';
import { raw } from 'hono/html';

const STYLESHEET = readFileSync(new URL('./public-page.css', import.meta.url), 'utf8');
const STYLESHEET_HASH = createHash('sha256').update(STYLESHEET).digest('hex').slice(0, 12);

/** Where the stylesheet is served: the hash in the name lets browsers keep it for a year. */
export const PUBLIC_STYLESHEET_PATH = `/p/public.${STYLESHEET_HASH}.css`;

export type PageOptions = {
  title: string;
  description?: string;
  canonical?: string;
  /** Only the link's holder should see it: noindex, no referrer, not stored by caches. */
  private: boolean;
  lang?: string;
  /** Extra elements for <head> (Open Graph tags, JSON-LD data blocks). */
  head?: Child;
  /** Same-origin module scripts (small islands); none by default, and the CSP then allows none. */
  scripts?: readonly string[];
  /**
   * A third-party widget (a bot challenge) whose origin may serve scripts and frames to this page:
   * its script tag goes in `head`, and the CSP names this origin and nothing else of the outside.
   */
  widgetOrigin?: string;
  /** The organization's colour, as #rrggbb; anything else is ignored. */
  brandColor?: string | null;
  /** Shown in the header, linking to `brandHref` when given. */
  brandName?: string;
  brandHref?: string;
  logoUrl?: string | null;
  status?: 200 | 400 | 403 | 404 | 409 | 410 | 422 | 429;
};

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Renders `body` in the public layout and sets the public pages' headers. */
export function publicPage(c: Context, body: Child, options: PageOptions): Response {
  setPublicHeaders(c, { private: options.private, scripts: (options.scripts ?? []).length > 0, widgetOrigin: options.widgetOrigin });
  return c.html(publicPageHtml(body, options), options.status ?? 200);
}

/** The page's HTML alone (a preview shown inside the app, which sends it with its own headers). */
export function publicPageHtml(body: Child, options: PageOptions): string {
  const brand = options.brandColor && HEX_COLOUR.test(options.brandColor) ? `--pp-brand:${options.brandColor}` : undefined;
  const scripts = options.scripts ?? [];
  const page = (
    <html lang={options.lang ?? 'en'}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{options.title}</title>
        {options.description ? <meta name="description" content={options.description} /> : null}
        {options.canonical ? <link rel="canonical" href={options.canonical} /> : null}
        {options.private ? <meta name="robots" content="noindex, nofollow" /> : null}
        <link rel="stylesheet" href={PUBLIC_STYLESHEET_PATH} />
        {options.head}
        {scripts.map((src) => (
          <script type="module" src={src} />
        ))}
      </head>
      <body style={brand}>
        <a class="pp-skip" href="#main">
          Skip to content
        </a>
        {options.brandName ? (
          <header class="pp-header">
            <div class="pp-header-inner">
              {options.logoUrl ? <img class="pp-logo" src={options.logoUrl} alt="" /> : null}
              {options.brandHref ? (
                <a class="pp-brand-name" href={options.brandHref}>
                  {options.brandName}
                </a>
              ) : (
                <span class="pp-brand-name">{options.brandName}</span>
              )}
            </div>
          </header>
        ) : null}
        <main id="main" class="pp-main">
          {body}
        </main>
        <footer class="pp-footer">Powered by Hirebase</footer>
      </body>
    </html>
  );
  return `<!doctype html>${page.toString()}`;
}

/** The one not-found page: an unknown, expired or revoked link and a missing job all look the same. */
export function publicNotFound(c: Context, options: { private: boolean }): Response {
  return messagePage(c, 'Page Not Found', "The page you're looking for doesn't exist or has been moved.", options.private, 404);
}

/** A page that existed and is gone for good (a closed job): 410, so search engines drop it. */
export function publicGone(c: Context, message = 'This page is no longer available.'): Response {
  return messagePage(c, 'No longer available', message, false, 410);
}

function messagePage(c: Context, title: string, message: string, isPrivate: boolean, status: 404 | 410): Response {
  return publicPage(
    c,
    <div class="pp-center">
      <h1>{title}</h1>
      <p class="pp-muted">{message}</p>
    </div>,
    { title, private: isPrivate, status },
  );
}

/**
 * The headers of every public page. The CSP allows nothing but this origin's stylesheet, images
 * (and https images, for organization logos), forms posting here and, only when the page has them,
 * this origin's scripts; inline style attributes carry the brand colour and nothing executable.
 */
export function setPublicHeaders(c: Context, options: { private: boolean; scripts?: boolean; widgetOrigin?: string }): void {
  const widget = options.widgetOrigin ?? null;
  const script = [options.scripts ? "'self'" : null, widget].filter(Boolean).join(' ') || "'none'";
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      "style-src 'self'",
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data: https:",
      `script-src ${script}`,
      ...(widget ? [`frame-src ${widget}`] : []),
      `connect-src ${options.scripts ? "'self'" : "'none'"}`,
      options.scripts ? "worker-src 'self' blob:" : "worker-src 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  );
  if (options.private) {
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
  } else {
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  }
}

/** Serves the stylesheet under its hashed name. */
export function publicAssetRoutes() {
  return new Hono().get(PUBLIC_STYLESHEET_PATH, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(STYLESHEET);
  });
}

/** Serializes JSON for a `<script type="application/ld+json">` block, safe against `</script>` in values. */
export function jsonLd(value: unknown): Child {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return <script type="application/ld+json">{raw(json)}</script>;
}
