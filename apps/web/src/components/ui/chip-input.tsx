import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';

/**
 * A list of short strings typed as chips: Enter or comma adds, Backspace on an empty field removes
 * the last one, each chip has a remove button. `id` labels the text field (pair it with a <label>).
 */
export function ChipInput({
  id,
  value,
  onChange,
  placeholder,
  maxItems = 100,
  maxLength = 60,
  itemLabel = 'item',
  invalid,
  describedBy,
}: {
  id?: string;
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  maxItems?: number;
  maxLength?: number;
  itemLabel?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const [draft, setDraft] = useState('');
  const listId = useId();

  function add(raw: string) {
    const items = raw
      .split(',')
      .map((s) => s.trim().slice(0, maxLength))
      .filter(Boolean);
    const lower = new Set(value.map((v) => v.toLowerCase()));
    const next = [...value];
    for (const item of items) {
      if (next.length >= maxItems || lower.has(item.toLowerCase())) continue;
      lower.add(item.toLowerCase());
      next.push(item);
    }
    if (next.length !== value.length) onChange(next);
    setDraft('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add(draft);
    } else if (e.key === 'Backspace' && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div
      className={cn(
        'flex min-h-9 w-full flex-wrap items-center gap-1 rounded-md border border-input bg-card px-2 py-1 text-sm focus-within:ring-2 focus-within:ring-ring',
        invalid && 'border-destructive',
      )}
    >
      {value.length ? (
        <ul id={listId} className="contents" aria-label={`Selected ${itemLabel}s`}>
          {value.map((item) => (
            <li key={item} className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
              {item}
              <button
                type="button"
                className="rounded-full outline-none hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove ${item}`}
                onClick={() => onChange(value.filter((v) => v !== item))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className="min-w-32 flex-1 bg-transparent py-1 outline-none placeholder:text-muted-foreground"
        value={draft}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => (e.target.value.includes(',') ? add(e.target.value) : setDraft(e.target.value))}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add(draft)}
      />
    </div>
  );
}
