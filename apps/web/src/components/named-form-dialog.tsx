import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  name: string;
  onNameChange: (name: string) => void;
  nameMaxLength: number;
  /** The failed save: the server's message under the name, or `errorText` when the server gave none. */
  error: unknown;
  errorText: string;
  pending: boolean;
  /** False while something besides the name is still missing. */
  ready?: boolean;
  onSubmit: () => void;
  className?: string;
  children?: ReactNode;
};

/** A dialog that names something the user keeps (a search, a report) with more fields below the name; Save needs a name. */
export function NamedFormDialog({ open, onOpenChange, title, description, name, onNameChange, nameMaxLength, error, errorText, pending, ready = true, onSubmit, className, children }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) onSubmit();
  };
  const message = error ? (isApiError(error) ? error.message : errorText) : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <FormField label="Name" error={message}>
            {(p) => <Input {...p} value={name} maxLength={nameMaxLength} required onChange={(e) => onNameChange(e.target.value)} autoFocus />}
          </FormField>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || !name.trim() || !ready}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
