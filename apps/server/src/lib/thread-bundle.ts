/**
 * A worker thread's TypeScript module and what it imports from this repository, bundled by esbuild
 * into one plain ES module, so the thread starts without the TypeScript loader. Under tsx every
 * module a thread loads is transformed and kept with its source map: pdf.js alone then holds about
 * 95 MB of a parse thread's heap, against 12 MB when loaded plainly. Packages stay imports
 * (resolved from node_modules as before; the workspace's own are bundled), and each bundled file
 * keeps its own `import.meta.url`, so data read beside a source file (the tagger's weights) is found
 * where it is.
 *
 * The bundle is written under apps/server/node_modules/.cache, named by its content, so processes
 * sharing a checkout never overwrite one another's. Built once per pool (off-thread.ts keeps the
 * pools); null when it cannot be built, and the caller then loads the TypeScript through tsx.
 *
 * Every changed source gives a new file. A process marks the bundle it runs as used, when it builds
 * it and then once a day (a thread that dies is started again from the same file), and bundles no
 * process has marked for a week are removed when the next one is built.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimes, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const cacheDir = path.resolve(import.meta.dirname, '../../node_modules/.cache/hirebase-threads');
const DAY_MS = 24 * 3600_000;
/** A bundle no process has marked as used for this long is removed. */
export const BUNDLE_UNUSED_MS = 7 * DAY_MS;
/** The bundles this process runs: kept, and marked as used once a day for as long as it lives. */
const inUse = new Set<string>();
let marking: NodeJS.Timeout | null = null;

export function bundledModule(source: URL): Promise<URL | null> {
  return build(source).catch(() => null);
}

async function build(source: URL): Promise<URL | null> {
  if (!source.pathname.endsWith('.ts')) return source;
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'plain-threads',
        setup(build) {
          // Packages stay imports, except this repository's own (workspace packages are TypeScript too).
          build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@hirebase/') ? undefined : { path: args.path, external: true }));
          // Each source file's import.meta.url (and dirname, filename) stays its own, not the bundle's.
          build.onLoad({ filter: /\.tsx?$/ }, (args) => {
            const text = readFileSync(args.path, 'utf8');
            const own = text
              .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
              .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
              .replaceAll('import.meta.filename', JSON.stringify(args.path));
            return { contents: own, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
          });
        },
      },
    ],
  });
  const code = result.outputFiles[0]!.contents;
  const name = `${path.basename(source.pathname, '.ts')}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const file = path.join(cacheDir, name);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  } else {
    utimesSync(file, new Date(), new Date());
  }
  inUse.add(file);
  marking ??= setInterval(() => inUse.forEach((used) => utimes(used, new Date(), new Date(), () => undefined)), DAY_MS).unref();
  pruneBundles(cacheDir, inUse);
  return pathToFileURL(file);
}

/** Removes the files of `dir` (bundles, and parts a crashed writer left) unmarked for a week, except those in `keep`. */
export function pruneBundles(dir: string, keep: ReadonlySet<string>, now = Date.now()): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (keep.has(file)) continue;
    try {
      if (now - statSync(file).mtimeMs > BUNDLE_UNUSED_MS) {
        rmSync(file, { force: true });
        removed.push(name);
      }
    } catch {
      // Removed by another process meanwhile.
    }
  }
  return removed;
}
