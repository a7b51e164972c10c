import type { TagRef } from '@hirebase/shared';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { readableColors } from './contrast';

/** A tag in its own colors, with the text color corrected when the pair would be hard to read. */
export function TagBadge({ tag, className, children }: { tag: TagRef; className?: string; children?: ReactNode }) {
  return (
    <span
      className={cn('inline-flex max-w-48 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', className)}
      style={readableColors(tag.color_fg, tag.color_bg)}
    >
      <span className="truncate">{tag.name}</span>
      {children}
    </span>
  );
}

export function TagList({ tags, className }: { tags: TagRef[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1', className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.id}>
          <TagBadge tag={tag} />
        </li>
      ))}
    </ul>
  );
}
