import type { CustomFieldEntity } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { FormField } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import { customFieldsQuery } from './api';
import { CustomFieldInput } from './custom-field-input';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The server's 422 issues on custom fields (`custom_fields.<key>`), by key. */
export function customFieldIssues(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isApiError(error) || !Array.isArray(error.details)) return out;
  for (const issue of error.details as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path !== 'string' || !issue.path.startsWith('custom_fields.') || typeof issue.message !== 'string') continue;
    out[issue.path.slice('custom_fields.'.length)] ??= issue.message;
  }
  return out;
}

/**
 * A form's custom-field values: starts from the record's, and gives what to send, only the values
 * that changed (nothing when none did, so an untouched form never re-checks the record's values).
 */
export function useCustomValues(initial: Record<string, unknown> | undefined) {
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...initial }));
  const set = useCallback((key: string, value: unknown) => setValues((v) => ({ ...v, [key]: value })), []);
  const reset = useCallback((next: Record<string, unknown> | undefined) => setValues({ ...next }), []);
  const changed = () => {
    const out = Object.fromEntries(Object.entries(values).filter(([k, v]) => !same(v, initial?.[k])));
    return Object.keys(out).length ? out : undefined;
  };
  return { values, set, reset, changed };
}

export type CustomValues = ReturnType<typeof useCustomValues>;

type Props = {
  entity: CustomFieldEntity;
  form: CustomValues;
  /** The failed save, whose issues on custom fields are shown on each field. */
  error?: unknown;
  className?: string;
};

/** The organization's custom fields of one record type as form inputs, required ones marked. Nothing when there are none. */
export function CustomFieldsFormSection({ entity, form, error, className }: Props) {
  const fields = useQuery(customFieldsQuery(entity));
  if (!fields.data?.length) return null;
  const issues = customFieldIssues(error);
  return (
    <div className={className ?? 'grid gap-4 sm:grid-cols-2'}>
      {fields.data.map((f) => (
        <FormField key={f.id} label={f.required ? `${f.label} (required)` : f.label} error={issues[f.key]} className={f.type === 'long_text' || f.type === 'multi_select' ? 'sm:col-span-2' : undefined}>
          {(p) => <CustomFieldInput field={f} id={p.id} describedBy={p['aria-describedby']} value={form.values[f.key]} onChange={(v) => form.set(f.key, v)} />}
        </FormField>
      ))}
    </div>
  );
}
