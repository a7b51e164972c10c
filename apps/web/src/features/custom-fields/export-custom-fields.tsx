import { isSelectType } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { customFieldsQuery } from './api';

export type ExportCustom = { columns: string[]; filters: Record<string, string> };

/** The candidate custom fields an export can add as columns (archived ones too) and filter on (select fields). */
export function ExportCustomFields({ value, onChange }: { value: ExportCustom; onChange: (next: ExportCustom) => void }) {
  const fields = useQuery(customFieldsQuery('candidate', true));
  if (!fields.data?.length) return null;
  const selects = fields.data.filter((f) => !f.archived && isSelectType(f.type));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Custom fields</CardTitle>
        <CardDescription>Columns added after the fields, and filters on select fields.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <legend className="sr-only">Custom field columns</legend>
          {fields.data.map((f) => (
            <label key={f.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={value.columns.includes(f.key)}
                onChange={(e) => onChange({ ...value, columns: e.target.checked ? [...value.columns, f.key] : value.columns.filter((k) => k !== f.key) })}
              />
              {f.archived ? `${f.label} (archived)` : f.label}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {selects.map((f) => (
            <FormField key={f.id} label={`Only where ${f.label} is`}>
              {(p) => (
                <NativeSelect
                  {...p}
                  value={value.filters[f.key] ?? ''}
                  onChange={(e) => {
                    const { [f.key]: _old, ...rest } = value.filters;
                    onChange({ ...value, filters: e.target.value ? { ...rest, [f.key]: e.target.value } : rest });
                  }}
                >
                  <option value="">Any</option>
                  {f.options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
