import { customFieldText, type CustomField, type CustomFieldEntity } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Columns3 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useAuth } from '@/features/auth/use-auth';
import { membersQuery } from '@/features/team/api';
import { customFieldsQuery } from './api';

const storageKey = (userId: string, list: string) => `hirebase:columns:${userId}:${list}`;

function readShown(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The custom fields a list shows as columns, chosen by each user and remembered in this browser
 * (per user and list). `shown` keeps the organization's field order.
 */
export function useCustomColumns(entity: CustomFieldEntity, list: string) {
  const fields = useQuery(customFieldsQuery(entity));
  const { user } = useAuth();
  const key = storageKey(user?.id ?? 'anonymous', list);
  const [state, setState] = useState(() => ({ key, keys: readShown(key) }));
  // Another user signing in on the same page reads their own choice.
  const keys = state.key === key ? state.keys : readShown(key);
  const toggle = useCallback(
    (fieldKey: string) => {
      const next = keys.includes(fieldKey) ? keys.filter((k) => k !== fieldKey) : [...keys, fieldKey];
      localStorage.setItem(key, JSON.stringify(next));
      setState({ key, keys: next });
    },
    [key, keys],
  );
  const all = fields.data ?? [];
  return { fields: all, shown: all.filter((f) => keys.includes(f.key)), toggle };
}

export type CustomColumns = ReturnType<typeof useCustomColumns>;

/** "Columns": a checkbox per custom field. Nothing when the record type has no fields. */
export function CustomColumnPicker({ columns }: { columns: CustomColumns }) {
  if (!columns.fields.length) return null;
  const shown = new Set(columns.shown.map((f) => f.key));
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden="true" /> Columns
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-64" align="end">
        <fieldset className="grid gap-2 text-sm">
          <legend className="mb-1 font-medium">Show fields</legend>
          {columns.fields.map((f) => (
            <label key={f.id} className="flex items-center gap-2">
              <input type="checkbox" className="size-4 accent-primary" checked={shown.has(f.key)} onChange={() => columns.toggle(f.key)} />
              {f.label}
            </label>
          ))}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}

/** A record's value of one field as text, user fields by the member's name. */
export function useCustomText() {
  const members = useQuery(membersQuery);
  return useMemo(() => {
    const names = new Map((members.data ?? []).map((m) => [m.user_id, m.name]));
    return (field: CustomField, values: Record<string, unknown> | undefined) => customFieldText(field, values?.[field.key], names) || '—';
  }, [members.data]);
}
