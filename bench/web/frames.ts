/**
 * Frame timing in the page: requestAnimationFrame deltas, Long Animation Frames and Event Timing,
 * recorded between `__frames.start()` and `__frames.stop()`.
 */

type Loaf = { duration: number; blocking: number; render: number; script: string };
type Recorded = { deltas: number[]; loafs: Loaf[]; events: { name: string; duration: number }[] };
export type FrameSample = Recorded & { name: string };

declare global {
  // Augmenting Window merges declarations, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    __frames?: { start: () => void; stop: () => Promise<Recorded> };
  }
}

/**
 * An init script, as text: a function handed to Playwright is serialized from the compiled bench,
 * whose helpers do not exist in the page.
 */
export const FRAME_PROBE = `(() => {
  let recording = false, last = 0, deltas = [], loafs = [], events = [];
  const tick = (t) => {
    if (!recording) return;
    if (last) deltas.push(t - last);
    last = t;
    requestAnimationFrame(tick);
  };
  new PerformanceObserver((list) => {
    if (!recording) return;
    for (const e of list.getEntries()) {
      // Where the time went: the longest script of the frame, and the style/layout/paint that followed it.
      const top = [...(e.scripts || [])].sort((a, b) => b.duration - a.duration)[0];
      const script = top ? Math.round(top.duration) + ' ms in ' + (top.invoker || top.invokerType) + ' ' + (top.sourceFunctionName || '') : 'no script';
      const render = e.renderStart ? e.startTime + e.duration - e.renderStart : 0;
      loafs.push({ duration: e.duration, blocking: e.blockingDuration, render, script });
    }
  }).observe({ type: 'long-animation-frame' });
  // Event Timing reports entries of 104 ms and more by default; keep everything from 16 ms.
  new PerformanceObserver((list) => {
    if (recording) for (const e of list.getEntries()) events.push({ name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16 });
  window.__frames = {
    start() {
      recording = true; last = 0; deltas = []; loafs = []; events = [];
      requestAnimationFrame(tick);
    },
    // Observers report after the frame they describe: give them a moment before reading.
    stop: () => new Promise((resolve) => setTimeout(() => { recording = false; resolve({ deltas, loafs, events }); }, 200)),
  };
})();`;

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};

/** One line per phase: frames, frames dropped against a 60 Hz budget, the longest frame, LoAFs and events. */
export function frameFigures(samples: FrameSample[]): string[] {
  const budget = 1000 / 60;
  return samples.map((s) => {
    const dropped = s.deltas.reduce((n, d) => n + Math.max(0, Math.round(d / budget) - 1), 0);
    const longest = Math.max(0, ...s.deltas);
    const worst = s.loafs.reduce<Loaf | null>((w, l) => (!w || l.duration > w.duration ? l : w), null);
    const loaf = worst
      ? `${s.loafs.length} long animation frames (worst ${worst.duration.toFixed(0)} ms: ${worst.script.trim()}, then ${worst.render.toFixed(0)} ms rendering)`
      : 'no long animation frames';
    const ev = s.events.length
      ? `${s.events.length} events ≥ 16 ms, worst ${Math.max(...s.events.map((e) => e.duration)).toFixed(0)} ms (${s.events.reduce((w, e) => (e.duration > w.duration ? e : w)).name}), p98 ${quantile(s.events.map((e) => e.duration), 0.98).toFixed(0)} ms`
      : 'no event ≥ 16 ms';
    return `${s.name.padEnd(44)} ${String(s.deltas.length).padStart(4)} frames, ${String(dropped).padStart(3)} dropped, longest ${longest.toFixed(0).padStart(3)} ms, p99 ${quantile(s.deltas, 0.99).toFixed(0)} ms; ${loaf}; ${ev}`;
  });
}
