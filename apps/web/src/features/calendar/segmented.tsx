import { cn, focusRing } from '@/lib/utils';

/** A small group of toggle buttons where one is pressed. */
export function Segmented({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border bg-card p-0.5">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={cn('rounded px-3 py-1 text-sm', o.value === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground', focusRing)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
