import type { TagFeature, TagRef } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronsUpDown, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn, focusRing } from '@/lib/utils';
import { fieldClass } from '@/components/ui/input';
import { paletteFor, tagsQuery, useCreateTag } from './api';
import { TagBadge } from './tag-badge';

export type TagPickerProps = {
  feature: TagFeature;
  /** Selected tag ids. */
  value: string[];
  onChange: (ids: string[]) => void;
  label?: string;
  /** Tags known from the record (shown even before the tag list loads). */
  selectedTags?: TagRef[];
};

/** A labelled multi-select combobox of the feature's tags, with "Create tag “…”". */
export function TagPicker({ feature, value, onChange, label = 'Tags', selectedTags = [] }: TagPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const tags = useQuery(tagsQuery(feature));
  const create = useCreateTag();
  const all: TagRef[] = tags.data ?? [];
  const known = new Map<string, TagRef>([...selectedTags, ...all].map((t) => [t.id, t]));
  const selected = value.map((v) => known.get(v)).filter((t): t is TagRef => Boolean(t));
  const term = search.trim();
  const exact = all.some((t) => t.name.toLowerCase() === term.toLowerCase());

  function toggle(tagId: string) {
    onChange(value.includes(tagId) ? value.filter((v) => v !== tagId) : [...value, tagId]);
  }

  function createTag() {
    if (!term) return;
    create.mutate(
      { name: term, feature, ...paletteFor(term) },
      {
        onSuccess: (tag) => {
          onChange([...value, tag.id]);
          setSearch('');
        },
      },
    );
  }

  return (
    <div className="grid gap-1.5">
      <Label id={`${id}-label`}>{label}</Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger
          className={cn(fieldClass, 'items-center justify-between text-left', focusRing)}
          role="combobox"
          aria-expanded={open}
          aria-labelledby={`${id}-label ${id}-value`}
        >
          <span id={`${id}-value`} className={cn('truncate', selected.length === 0 && 'text-muted-foreground')}>
            {selected.length === 0 ? 'Choose tags…' : `${selected.length} selected`}
          </span>
          <ChevronsUpDown className="size-4 opacity-60" aria-hidden="true" />
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64">
          <Command loop>
            <CommandInput aria-label={`Search ${label.toLowerCase()}`} placeholder="Search or create…" value={search} onValueChange={setSearch} />
            <CommandList aria-label={label}>
              <CommandEmpty>{tags.isLoading ? 'Loading tags…' : 'No tags found.'}</CommandEmpty>
              <CommandGroup>
                {all.map((tag) => {
                  const checked = value.includes(tag.id);
                  return (
                    <CommandItem key={tag.id} value={`${tag.name} ${tag.id}`} onSelect={() => toggle(tag.id)} aria-selected={checked}>
                      <Check className={cn('size-4', checked ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                      <TagBadge tag={tag} />
                    </CommandItem>
                  );
                })}
              </CommandGroup>
              {term && !exact ? (
                <CommandGroup forceMount>
                  <CommandItem forceMount value={`__create__ ${term}`} onSelect={createTag} disabled={create.isPending}>
                    <Plus className="size-4" aria-hidden="true" />
                    Create tag “{term}”
                  </CommandItem>
                </CommandGroup>
              ) : null}
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {selected.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={`Selected ${label.toLowerCase()}`}>
          {selected.map((tag) => (
            <li key={tag.id}>
              <TagBadge tag={tag}>
                <button type="button" className={cn('-mr-1 rounded-full p-0.5 hover:bg-black/10', focusRing)} aria-label={`Remove tag ${tag.name}`} onClick={() => toggle(tag.id)}>
                  <X className="size-3" aria-hidden="true" />
                </button>
              </TagBadge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
