import type { CustomField, MoneyValue } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { membersQuery } from '@/features/team/api';

type Props = { field: CustomField; value: unknown; onChange: (value: unknown) => void; id: string; describedBy?: string | undefined };

/** One control per field type; an emptied control sends null (the server clears the value). */
export function CustomFieldInput({ field, value, onChange, id, describedBy }: Props) {
  const common = { id, 'aria-describedby': describedBy };
  switch (field.type) {
    case 'long_text':
      return <Textarea {...common} rows={3} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value || null)} />;
    case 'number':
      return <Input {...common} type="number" value={value == null ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))} />;
    case 'money':
      return <MoneyInput {...common} value={value as MoneyValue | null} onChange={onChange} />;
    case 'date':
      return <Input {...common} type="date" value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value || null)} />;
    case 'url':
      return <Input {...common} type="url" value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value || null)} />;
    case 'yes_no':
      return (
        <NativeSelect {...common} value={value == null ? '' : value ? 'yes' : 'no'} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value === 'yes')}>
          <option value="">—</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </NativeSelect>
      );
    case 'single_select':
      return (
        <NativeSelect {...common} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value || null)}>
          <option value="">—</option>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </NativeSelect>
      );
    case 'multi_select': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset {...common} className="flex flex-wrap gap-3 text-sm">
          <legend className="sr-only">{field.label}</legend>
          {field.options.map((o) => (
            <label key={o} className="flex items-center gap-1.5">
              <input type="checkbox" checked={chosen.includes(o)} onChange={(e) => onChange(e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))} />
              {o}
            </label>
          ))}
        </fieldset>
      );
    }
    case 'user':
      return <UserInput {...common} value={(value as string) ?? ''} onChange={onChange} />;
    default:
      return <Input {...common} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value || null)} />;
  }
}

function MoneyInput({ value, onChange, ...common }: { value: MoneyValue | null; onChange: (v: unknown) => void; id: string; 'aria-describedby'?: string | undefined }) {
  const currency = value?.currency ?? 'USD';
  return (
    <div className="flex gap-2">
      <Input {...common} type="number" value={value ? String(value.amount) : ''} onChange={(e) => onChange(e.target.value === '' ? null : { amount: Number(e.target.value), currency })} />
      <Input
        aria-label="Currency"
        className="w-20 uppercase"
        maxLength={3}
        value={currency}
        onChange={(e) => value && onChange({ amount: value.amount, currency: e.target.value.toUpperCase() })}
      />
    </div>
  );
}

function UserInput({ value, onChange, ...common }: { value: string; onChange: (v: unknown) => void; id: string; 'aria-describedby'?: string | undefined }) {
  const members = useQuery(membersQuery);
  return (
    <NativeSelect {...common} value={value} onChange={(e) => onChange(e.target.value || null)}>
      <option value="">—</option>
      {(members.data ?? []).map((m) => (
        <option key={m.user_id} value={m.user_id}>
          {m.name}
        </option>
      ))}
    </NativeSelect>
  );
}
