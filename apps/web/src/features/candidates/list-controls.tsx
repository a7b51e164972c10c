import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Parses list search params: the given keys as optional strings, `page` as a positive integer. */
export function listSearch<K extends string>(...keys: K[]) {
  return (search: Record<string, unknown>): { [P in K]?: string } & { page?: number } => {
    const out: Record<string, string | number> = {};
    for (const key of keys) {
      const value = search[key];
      if (typeof value === 'string' && value) out[key] = value;
      else if (typeof value === 'number') out[key] = String(value);
    }
    const page = Number(search.page);
    if (Number.isInteger(page) && page > 1) out.page = page;
    return out as { [P in K]?: string } & { page?: number };
  };
}

/** A column header that sorts the server list: first click ascending, then descending. */
export function SortButton({ field, sort, onSort, children }: { field: string; sort: string; onSort: (sort: string) => void; children: ReactNode }) {
  const active = sort.replace(/^-/, '') === field;
  const desc = active && sort.startsWith('-');
  const Icon = !active ? ArrowUpDown : desc ? ArrowDown : ArrowUp;
  return (
    <Button variant="ghost" size="sm" className="-ml-3 h-8 uppercase tracking-wide" onClick={() => onSort(active && !desc ? `-${field}` : field)}>
      {children}
      <Icon aria-hidden="true" className={active ? '' : 'opacity-40'} />
      <span className="sr-only">{active ? (desc ? ', sorted descending' : ', sorted ascending') : ', sortable'}</span>
    </Button>
  );
}

export function ariaSort(field: string, sort: string): 'ascending' | 'descending' | 'none' {
  if (sort.replace(/^-/, '') !== field) return 'none';
  return sort.startsWith('-') ? 'descending' : 'ascending';
}

/** "1–25 of 240" with Previous / Next. */
export function Pagination({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-2 pt-4 text-sm text-muted-foreground">
      <p aria-live="polite">
        {first}–{last} of {total}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
