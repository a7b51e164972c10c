import type { JobSummary } from '@hirebase/shared';

/** A compact bar per stage, height by count, with the counts readable as text for screen readers. */
export function StageBars({ stages }: { stages: JobSummary['stage_counts'] }) {
  const max = Math.max(1, ...stages.map((s) => s.count));
  const summary = stages.map((s) => `${s.name} ${s.count}`).join(', ');
  return (
    <div className="flex h-8 items-end gap-0.5" role="img" aria-label={summary || 'No stages'}>
      {stages.map((s) => (
        <div key={s.stage_id} className="flex w-3 flex-col justify-end" title={`${s.name}: ${s.count}`}>
          <div className="rounded-sm bg-primary/70" style={{ height: `${Math.max(2, (s.count / max) * 32)}px`, opacity: s.count ? 1 : 0.25 }} />
        </div>
      ))}
    </div>
  );
}
