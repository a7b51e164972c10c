import { useId } from 'react';
import { FormError } from '@/components/ui/form';
import { cn } from '@/lib/utils';

/** A labelled group of radio buttons laid out as segmented choices. */
export function RadioRow({
  legend,
  name,
  value,
  onChange,
  options,
  error,
}: {
  legend: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === o.value ? 'border-primary bg-primary/10' : 'hover:bg-accent',
            )}
          >
            <input type="radio" className="size-3.5 accent-primary" name={`${id}-${name}`} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      <FormError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
