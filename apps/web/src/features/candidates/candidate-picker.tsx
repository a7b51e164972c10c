import type { CandidateSummary } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Label } from '@/components/ui/label';
import { candidatesListQuery } from './api';
import { useDebouncedValue } from './use-debounced-value';

export type CandidatePickerProps = {
  onSelect: (candidate: CandidateSummary) => void;
  /** Candidates not offered (already in the job, the record itself…). */
  excludeIds?: string[];
  label?: string;
};

/** Search-as-you-type over GET /candidates?q= (debounced); arrows move, Enter picks. */
export function CandidatePicker({ onSelect, excludeIds = [], label = 'Search candidates' }: CandidatePickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const results = useQuery({ ...candidatesListQuery({ q: q || undefined, page_size: 20, sort: q ? undefined : '-updated_at' }), placeholderData: undefined });
  const excluded = new Set(excludeIds);
  const items = (results.data?.data ?? []).filter((c) => !excluded.has(c.id));
  const pending = results.isFetching || q !== search.trim();

  return (
    <div className="grid gap-1.5">
      {/* cmdk names its input through its own (visually hidden) label; this one is the visible copy. */}
      <Label aria-hidden="true" onClick={() => document.getElementById(`${id}-input`)?.focus()}>
        {label}
      </Label>
      <Command shouldFilter={false} loop label={label} className="rounded-md border">
        <CommandInput id={`${id}-input`} aria-label={label} placeholder="Name, email, title or skill…" value={search} onValueChange={setSearch} autoComplete="off" />
        <CommandList aria-label="Matching candidates">
          {!pending ? <CommandEmpty>{q ? `No candidate matches “${q}”.` : 'No candidates yet.'}</CommandEmpty> : null}
          {pending && items.length === 0 ? (
            <div className="px-2 py-4 text-center text-sm text-muted-foreground" role="status">
              Searching…
            </div>
          ) : null}
          {items.map((c) => (
            <CommandItem key={c.id} value={c.id} onSelect={() => onSelect(c)}>
              <div className="grid min-w-0">
                <span className="truncate font-medium">{c.name}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {[c.current_title, c.current_company, c.email].filter(Boolean).join(' · ') || '—'}
                </span>
              </div>
            </CommandItem>
          ))}
        </CommandList>
      </Command>
    </div>
  );
}
