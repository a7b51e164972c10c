import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { membersQuery } from '@/features/team/api';
import { cn } from '@/lib/utils';
import { activeMention, insertMention } from './mentions';

type Props = {
  onSubmit: (body: string) => Promise<unknown>;
  pending: boolean;
  label?: string;
  submitLabel?: string;
  initial?: string;
  onCancel?: () => void;
};

/** A textarea that completes `@name` into `@[Name](user-id)` from the team's active members. */
export function NoteComposer({ onSubmit, pending, label = 'Add a note', submitLabel = 'Add note', initial = '', onCancel }: Props) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const members = useQuery(membersQuery);
  const mention = dismissed ? null : activeMention(text, caret);
  const options = mention
    ? (members.data ?? []).filter((m) => m.status === 'active' && m.name.toLowerCase().includes(mention.query.toLowerCase())).slice(0, 6)
    : [];
  const open = options.length > 0;
  const listId = `${id}-mentions`;

  function pick(index: number) {
    const member = options[index];
    if (!member || !mention) return;
    const next = insertMention(text, mention.start, caret, member.name, member.user_id);
    setText(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(next.caret, next.caret);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if ((event.metaKey || event.ctrlKey) && event.key === 'Enter') {
      event.preventDefault();
      void submit();
      return;
    }
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + delta + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(Math.min(active, options.length - 1));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(true);
    }
  }

  async function submit() {
    if (!text.trim() || pending) return;
    await onSubmit(text.trim());
    setText('');
    setCaret(0);
  }

  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <Label htmlFor={`${id}-text`}>{label}</Label>
      <div className="relative">
        <Textarea
          ref={ref}
          id={`${id}-text`}
          value={text}
          rows={3}
          maxLength={10_000}
          placeholder="Write a note; type @ to mention a teammate."
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${listId}-${Math.min(active, options.length - 1)}` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setCaret(e.target.selectionStart);
            setDismissed(false);
            setActive(0);
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        {open ? (
          <ul id={listId} role="listbox" aria-label="Mention a teammate" className="absolute left-0 top-full z-20 mt-1 w-64 rounded-md border bg-popover p-1 shadow-md">
            {options.map((m, i) => (
              <li
                key={m.user_id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={cn('cursor-pointer rounded-sm px-2 py-1.5 text-sm', i === active && 'bg-accent')}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(i);
                }}
              >
                {m.name} <span className="text-xs text-muted-foreground">{m.email}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={pending || !text.trim()}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
