import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn, focusRing } from '@/lib/utils';

/** A column header button that cycles sorting; aria-sort sits on the <th> (the caller passes it). */
export function SortHeader({ label, sorted, onToggle }: { label: string; sorted: false | 'asc' | 'desc'; onToggle: () => void }) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button type="button" onClick={onToggle} className={cn('inline-flex items-center gap-1 rounded uppercase hover:text-foreground', focusRing)}>
      {label}
      <Icon className={cn('size-3.5', !sorted && 'opacity-50')} aria-hidden="true" />
      <span className="sr-only">{sorted ? `, sorted ${sorted === 'asc' ? 'ascending' : 'descending'}` : ', sort'}</span>
    </button>
  );
}

export function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}
