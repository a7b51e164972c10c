/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, so
 * the server sends the copy a browser accepts without compressing anything per request
 * (apps/server/src/lib/static.ts). Both use their strongest settings: the cost is paid once, at build.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.wasm']);
/** Below this a compressed copy saves less than its own headers and a disk read cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export async function precompressDir(dir: string): Promise<{ files: number; raw: number; brotli: number; gzip: number }> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.has(path.extname(f)));
  const totals = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that is not smaller than the original is not worth choosing over it.
      if (br.length >= bytes.length && gzipped.length >= bytes.length) return;
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
      totals.files += 1;
      totals.raw += bytes.length;
      totals.brotli += Math.min(br.length, bytes.length);
      totals.gzip += Math.min(gzipped.length, bytes.length);
    }),
  );
  return totals;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hirebase:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const t = await precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      this.info(`precompressed ${t.files} files: ${kb(t.raw)} raw → ${kb(t.brotli)} brotli, ${kb(t.gzip)} gzip`);
    },
  };
}
