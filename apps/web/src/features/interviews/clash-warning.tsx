import { formatRangeInZone, localTimeZone } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useDebouncedValue } from '@/features/candidates/use-debounced-value';
import { clashesQuery } from './api';

/** Warns (never blocks) when an interviewer already has an interview at that time. */
export function ClashWarning(p: { starts_at: string; ends_at: string; interviewer_ids: string[]; exclude_id?: string | undefined }) {
  // Debounced by value: the props object is new on every render.
  const key = useDebouncedValue(JSON.stringify({ starts_at: p.starts_at, ends_at: p.ends_at, interviewer_ids: p.interviewer_ids, exclude_id: p.exclude_id }), 300);
  const params = JSON.parse(key) as typeof p;
  const valid = params.interviewer_ids.length > 0 && new Date(params.ends_at) > new Date(params.starts_at);
  const clashes = useQuery({ ...clashesQuery(params), enabled: valid });
  if (!valid || !clashes.data?.length) return null;
  const zone = localTimeZone();
  return (
    <div role="status" className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
      <div>
        <p className="font-medium">Clash with other interviews</p>
        <ul className="mt-1 grid gap-0.5">
          {clashes.data.map((c) => (
            <li key={`${c.interview_id}:${c.interviewer.id}`}>
              {c.interviewer.name} has “{c.title}” {formatRangeInZone(c.starts_at, c.ends_at, zone)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
