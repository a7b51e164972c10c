import { timeZoneNames } from '@hirebase/shared';
import { useMemo } from 'react';
import { FormField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';

/** Every IANA zone the browser knows; the browser's own zone is the default of every form. */
export function TimeZoneSelect({ value, onChange, error, label = 'Time zone' }: { value: string; onChange: (zone: string) => void; error?: string | undefined; label?: string }) {
  const zones = useMemo(() => {
    const names = timeZoneNames();
    return names.includes(value) ? names : [value, ...names];
  }, [value]);
  return (
    <FormField label={label} error={error}>
      {(p) => (
        <NativeSelect {...p} value={value} onChange={(e) => onChange(e.target.value)}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
