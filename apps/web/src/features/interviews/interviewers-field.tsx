import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormError } from '@/components/ui/form';
import { membersQuery } from '@/features/team/api';

/** The active members of the team as checkboxes: the interviewers of an interview. */
export function InterviewersField({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string | undefined }) {
  const members = useQuery(membersQuery);
  const errorId = useId();
  const active = (members.data ?? []).filter((m) => m.status === 'active');
  const toggle = (userId: string, on: boolean) => onChange(on ? [...new Set([...value, userId])] : value.filter((v) => v !== userId));
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Interviewers</legend>
      <div className="grid max-h-40 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
        {members.isLoading ? <p className="text-sm text-muted-foreground">Loading the team…</p> : null}
        {active.map((m) => (
          <label key={m.user_id} className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-accent">
            <input type="checkbox" className="size-4 accent-primary" checked={value.includes(m.user_id)} onChange={(e) => toggle(m.user_id, e.target.checked)} />
            <span className="truncate">{m.name}</span>
          </label>
        ))}
      </div>
      <FormError id={errorId} message={error} />
    </fieldset>
  );
}
