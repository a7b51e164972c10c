import type { SearchResponse } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { ChipInput } from '@/components/ui/chip-input';
import { FormField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { DebouncedInput } from '@/features/candidates/debounced-input';
import { CustomFieldFilters } from '@/features/custom-fields/custom-field-filters';
import { tagsQuery } from '@/features/tags/api';
import { membersQuery } from '@/features/team/api';
import { Button } from '@/components/ui/button';
import { FacetList } from './facet-list';
import { listOf, type FacetKind, type SearchParams } from './search-params';

const WITHIN = [
  { value: '', label: 'Any time' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last year' },
];

type Props = {
  search: SearchParams;
  facets: SearchResponse['facets'] | undefined;
  onChange: (patch: Partial<Record<keyof SearchParams, unknown>>) => void;
  onFacet: (kind: FacetKind, value: string) => void;
  onClear: () => void;
};

/** The filters of the search screen with facet counts beside them. */
export function SearchFilters({ search, facets, onChange, onFacet, onClear }: Props) {
  const tags = useQuery(tagsQuery('candidates'));
  const members = useQuery(membersQuery);
  const selectedTags = listOf(search.tag_ids);
  const tagCounts = new Map((facets?.tags ?? []).map((f) => [f.value, f.count]));
  const tagOptions = (tags.data ?? []).map((t) => ({ id: t.id, name: t.name }));
  for (const f of facets?.tags ?? []) if (!tagOptions.some((t) => t.id === f.value)) tagOptions.push({ id: f.value, name: f.label });

  return (
    <div className="grid content-start gap-5" role="group" aria-label="Filters">
      <div className="grid gap-2">
        <FormField label="Skills" hint="Type a skill and press Enter.">
          {(p) => (
            <ChipInput
              id={p.id}
              describedBy={p['aria-describedby']}
              value={listOf(search.skills)}
              onChange={(next) => onChange({ skills: next.join(',') })}
              itemLabel="skill filter"
              maxItems={20}
            />
          )}
        </FormField>
        <fieldset className="flex items-center gap-3 text-sm">
          <legend className="sr-only">How the listed skills must match</legend>
          {(['all', 'any'] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="skills_mode"
                value={mode}
                checked={(search.skills_mode ?? 'all') === mode}
                onChange={() => onChange({ skills_mode: mode === 'any' ? 'any' : undefined })}
              />
              {mode === 'all' ? 'Match all' : 'Match any'}
            </label>
          ))}
        </fieldset>
        <FacetList kind="skills" facets={facets?.skills} search={search} onPick={onFacet} />
      </div>

      <div className="grid gap-2">
        <FormField label="Location">
          {(p) => <DebouncedInput {...p} value={search.location ?? ''} onValueChange={(v) => onChange({ location: v })} />}
        </FormField>
        <FacetList kind="locations" facets={facets?.locations} search={search} onPick={onFacet} limit={6} />
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">Experience (years)</legend>
        <div className="grid grid-cols-2 gap-2">
          <FormField label="Minimum years">
            {(p) => <DebouncedInput {...p} type="number" min={0} max={70} inputMode="numeric" value={search.min_years?.toString() ?? ''} onValueChange={(v) => onChange({ min_years: v })} />}
          </FormField>
          <FormField label="Maximum years">
            {(p) => <DebouncedInput {...p} type="number" min={0} max={70} inputMode="numeric" value={search.max_years?.toString() ?? ''} onValueChange={(v) => onChange({ max_years: v })} />}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Tags</legend>
        {tagOptions.length === 0 ? <p className="text-xs text-muted-foreground">No tags yet.</p> : null}
        {tagOptions.map((t) => {
          const checked = selectedTags.includes(t.id);
          const count = tagCounts.get(t.id);
          return (
            <label key={t.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onChange({ tag_ids: (checked ? selectedTags.filter((x) => x !== t.id) : [...selectedTags, t.id]).join(',') })}
              />
              <span className="flex-1">{t.name}</span>
              {count !== undefined ? (
                <span className="tabular-nums text-xs text-muted-foreground" aria-label={`${count} matches`}>
                  {count.toLocaleString()}
                </span>
              ) : null}
            </label>
          );
        })}
      </fieldset>

      <CustomFieldFilters search={search} facets={facets?.custom_fields} onChange={onChange} />

      <div className="grid gap-2">
        <FormField label="Source">
          {(p) => <DebouncedInput {...p} value={search.source ?? ''} onValueChange={(v) => onChange({ source: v })} />}
        </FormField>
        <FacetList kind="sources" facets={facets?.sources} search={search} onPick={onFacet} limit={6} />
      </div>

      <FormField label="Owner">
        {(p) => (
          <NativeSelect {...p} value={search.owner_id ?? ''} onChange={(e) => onChange({ owner_id: e.target.value })}>
            <option value="">Anyone</option>
            {(members.data ?? []).map((m) => (
              <option key={m.user_id} value={m.user_id}>
                {m.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <FormField label="Updated within">
        {(p) => (
          <NativeSelect {...p} value={search.updated_within_days?.toString() ?? ''} onChange={(e) => onChange({ updated_within_days: e.target.value })}>
            {WITHIN.map((w) => (
              <option key={w.value} value={w.value}>
                {w.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <Button type="button" variant="outline" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
