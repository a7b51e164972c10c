import { MERGE_FIELDS } from '@hirebase/shared';
import { Braces } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useCustomMergeFields } from '@/features/custom-fields/api';

/** Lists the merge fields; choosing one hands `{{field}}` to the caller to insert at the cursor. */
export function MergeFieldPicker({ onPick }: { onPick: (token: string) => void }) {
  const custom = useCustomMergeFields();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Braces aria-hidden="true" /> Insert field
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Merge fields</DropdownMenuLabel>
        {MERGE_FIELDS.map((f) => (
          <DropdownMenuItem key={f.key} onSelect={() => onPick(`{{${f.key}}}`)}>
            <span>{f.label}</span>
            <code className="ml-auto pl-4 text-xs text-muted-foreground">{`{{${f.key}}}`}</code>
          </DropdownMenuItem>
        ))}
        {custom.fields.length ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>Custom fields</DropdownMenuLabel>
            {custom.fields.map((f) => (
              <DropdownMenuItem key={f.key} onSelect={() => onPick(`{{${f.key}}}`)}>
                <span>{f.label}</span>
                <code className="ml-auto pl-4 text-xs text-muted-foreground">{`{{${f.key}}}`}</code>
              </DropdownMenuItem>
            ))}
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Inserts text at a textarea's or input's selection and returns the new value and caret. */
export function insertAt(el: HTMLTextAreaElement | HTMLInputElement | null, value: string, token: string): { value: string; caret: number } {
  const start = el?.selectionStart ?? value.length;
  const end = el?.selectionEnd ?? value.length;
  return { value: value.slice(0, start) + token + value.slice(end), caret: start + token.length };
}
