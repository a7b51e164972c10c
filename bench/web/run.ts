/**
 * bench/web (QUALITY Speed, web): the built web app served by the real server, in headless Chromium.
 * - Critical path: the JS and CSS the sign-in page fetches before its Largest Contentful Paint, cold
 *   cache, as the server sends them (bytes on the wire with the browser's own Accept-Encoding) and
 *   as gzip (the same URLs asked for with `Accept-Encoding: gzip`). Bar ≤ 170 KB gzip.
 * - LCP of /sign-in (bar ≤ 1.0 s) and of a job's pipeline board of N cards (default 500).
 * - The board while a recruiter scrolls a long column and drags cards by mouse and keyboard: frame
 *   timing from requestAnimationFrame deltas (frames dropped, longest frame), Long Animation Frames
 *   (`long-animation-frame` entries ≥ 50 ms) and Event Timing durations (an INP proxy).
 *   An idle second first shows what the machine itself drops.
 * Usage: npm run bench:web [-- --cards 500 --port 3520]   (builds apps/web when dist/ is missing)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { criticalAssets } from './bundle';
import { FRAME_PROBE, frameFigures, type FrameSample } from './frames';

const { values } = parseArgs({ options: { cards: { type: 'string', default: '500' }, port: { type: 'string', default: '3520' } } });
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist');
const port = Number(values.port);
const base = `http://localhost:${port}`;

// A build from before precompression has no .br copies: rebuild so the bench measures what ships.
if (!existsSync(path.join(dist, 'index.html.br'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

type Ready = { email: string; password: string; jobId: string; stage: string };

function startServer(): Promise<{ child: ChildProcess; info: Ready }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(port), BOARD_CARDS: values.cards },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.includes('"ready"'));
      if (line) resolve({ child, info: JSON.parse(line) as Ready });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** What the server sends a gzip-only client for a URL (a HEAD request: its Content-Length). */
async function gzipBytes(url: string): Promise<number> {
  const res = await fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
  return Number(res.headers.get('content-length') ?? 0);
}

type Loaded = { url: string; kind: 'js' | 'css'; wire: number; gzip: number };

/** LCP of the page just loaded, and the JS and CSS it fetched before it. */
async function paintFigures(page: Page): Promise<{ lcp: number; loaded: Loaded[] }> {
  const { lcp, resources } = await page.evaluate(async () => {
    const lcpTime = await new Promise<number>((resolve) => {
      let last = -1;
      new PerformanceObserver((list) => {
        last = list.getEntries().at(-1)!.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // LCP is final once the page has been still for a moment; nothing here waits on input.
      setTimeout(() => resolve(last), 1500);
    });
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      lcp: lcpTime,
      resources: entries.filter((e) => e.startTime <= lcpTime).map((e) => ({ url: e.name, wire: e.encodedBodySize })),
    };
  });
  const loaded: Loaded[] = [];
  for (const r of resources) {
    const pathname = new URL(r.url).pathname;
    const kind = pathname.endsWith('.css') ? 'css' : pathname.endsWith('.js') ? 'js' : null;
    if (!kind || !r.url.startsWith(base)) continue;
    loaded.push({ url: pathname, kind, wire: r.wire, gzip: await gzipBytes(r.url) });
  }
  return { lcp, loaded };
}

const server = await startServer();
// A failed run still stops the server it started.
const browser = await chromium
  .launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'] })
  .catch((error: unknown) => {
    server.child.kill();
    throw error;
  });
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/sign-in`, { waitUntil: 'load' });
  await page.getByLabel('Email').waitFor();
  const signIn = await paintFigures(page);

  await page.getByLabel('Email').fill(server.info.email);
  await page.getByLabel('Password', { exact: true }).fill(server.info.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));

  // A full load of the board: what a recruiter opening a bookmarked job waits for.
  await page.addInitScript(FRAME_PROBE);
  await page.goto(`${base}/jobs/${server.info.jobId}`, { waitUntil: 'load' });
  const column = page.getByRole('region', { name: `${server.info.stage} stage` });
  await column.getByRole('link').first().waitFor({ timeout: 60_000 });
  const board = await paintFigures(page);

  const phase = async (name: string, act: () => Promise<void>): Promise<FrameSample> => {
    await page.evaluate(() => window.__frames!.start());
    await act();
    return { name, ...(await page.evaluate(() => window.__frames!.stop())) };
  };
  const samples: FrameSample[] = [];
  samples.push(await phase('idle, 1 s (the machine itself)', () => page.waitForTimeout(1000)));

  const box = (await column.boundingBox())!;
  samples.push(
    await phase(`scroll a ${values.cards}-card column down and up`, async () => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      for (let i = 0; i < 40; i++) await page.mouse.wheel(0, 400);
      for (let i = 0; i < 40; i++) await page.mouse.wheel(0, -400);
      await page.waitForTimeout(300);
    }),
  );
  await page.evaluate(() => {
    document.querySelectorAll('[data-testid="pipeline-board"] section > div').forEach((el) => (el.scrollTop = 0));
  });

  const target = page.getByRole('region').nth(2);
  samples.push(
    await phase('drag 3 cards by mouse across two columns', async () => {
      for (let i = 0; i < 3; i++) {
        const from = (await column.getByRole('link').nth(i).boundingBox())!;
        const to = (await target.boundingBox())!;
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
        await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 30 });
        await page.mouse.up();
        await page.waitForTimeout(300);
      }
    }),
  );
  samples.push(
    await phase('move 2 cards by keyboard', async () => {
      for (let i = 0; i < 2; i++) {
        await column.getByRole('link').first().focus();
        await page.keyboard.press('Space');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Space');
        await page.waitForTimeout(300);
      }
    }),
  );

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const sum = (xs: Loaded[], key: 'wire' | 'gzip', kind?: 'js' | 'css') => xs.filter((x) => !kind || x.kind === kind).reduce((s, x) => s + x[key], 0);
  const entry = criticalAssets(dist);
  console.log(`\nbench/web — ${os.cpus().length} cores, Node ${process.version}, Chromium headless, board of ${values.cards} cards`);
  console.log(`  index.html's own script, modulepreloads and CSS, gzip       ${kb(entry.reduce((s, a) => s + a.gzip, 0))} in ${entry.length} files`);
  console.log(
    `  /sign-in before LCP, JS + CSS, gzip                          ${kb(sum(signIn.loaded, 'gzip'))} (JS ${kb(sum(signIn.loaded, 'gzip', 'js'))}, CSS ${kb(sum(signIn.loaded, 'gzip', 'css'))}) in ${signIn.loaded.length} files   (bar ≤ 170 KB)`,
  );
  console.log(`  /sign-in before LCP, JS + CSS, as sent (brotli)              ${kb(sum(signIn.loaded, 'wire'))}`);
  console.log(`  job board before LCP, JS + CSS, gzip                         ${kb(sum(board.loaded, 'gzip'))} in ${board.loaded.length} files`);
  console.log(`  LCP /sign-in (cold cache)                                    ${signIn.lcp.toFixed(0)} ms   (bar ≤ 1000 ms)`);
  console.log(`  LCP job board, ${values.cards} cards (full load)                     ${board.lcp.toFixed(0)} ms`);
  console.log(`  board frames (60 Hz budget 16.7 ms; bars: no dropped frames, INP ≤ 100 ms):`);
  for (const line of frameFigures(samples)) console.log(`    ${line}`);
  const heaviest = [...signIn.loaded].sort((a, b) => b.gzip - a.gzip).slice(0, 6);
  console.log(`  heaviest on /sign-in's critical path: ${heaviest.map((a) => `${path.basename(a.url)} ${kb(a.gzip)}`).join(', ')}\n`);
} finally {
  await browser.close();
  server.child.kill();
}
process.exit(0);
