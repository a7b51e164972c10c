/** What the browser must load before the first render: index.html's module script, its modulepreloads and CSS. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type Asset = { file: string; kind: 'js' | 'css'; raw: number; gzip: number };

export function criticalAssets(distDir: string): Asset[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  return [...new Set(refs)].map((ref) => {
    const bytes = readFileSync(path.join(distDir, ref.replace(/^\//, '')));
    return { file: ref, kind: ref.endsWith('.css') ? 'css' : 'js', raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}
