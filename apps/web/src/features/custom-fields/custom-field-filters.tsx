import { isSelectType, type SearchResponse } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { FormField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { customFieldsQuery } from './api';

type Facets = NonNullable<SearchResponse['facets']['custom_fields']>;
type Props = {
  search: Record<string, unknown>;
  facets: Facets | undefined;
  onChange: (patch: Record<`cf.${string}`, string | undefined>) => void;
};

/** A filter per select and yes/no candidate field, with the counts among the current matches. */
export function CustomFieldFilters({ search, facets, onChange }: Props) {
  const fields = useQuery(customFieldsQuery('candidate'));
  const filterable = (fields.data ?? []).filter((f) => isSelectType(f.type) || f.type === 'yes_no');
  if (!filterable.length) return null;
  return (
    <>
      {filterable.map((f) => {
        const param = `cf.${f.key}` as const;
        const counts = new Map((facets?.find((x) => x.key === f.key)?.values ?? []).map((v) => [v.value, v.count]));
        const options = f.type === 'yes_no' ? [['true', 'Yes'], ['false', 'No']] : f.options.map((o) => [o, o]);
        return (
          <FormField key={f.id} label={f.label}>
            {(p) => (
              <NativeSelect {...p} value={(search[param] as string | undefined) ?? ''} onChange={(e) => onChange({ [param]: e.target.value || undefined })}>
                <option value="">Any</option>
                {options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {counts.has(value!) ? `${label} (${counts.get(value!)})` : label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        );
      })}
    </>
  );
}
