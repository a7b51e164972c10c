import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { tagsQuery } from '@/features/tags/api';
import { plural } from '@/lib/plural';

/** Adds one candidate tag to every selected candidate. */
export function TagDialog({ open, count, pending, onOpenChange, onTag }: {
  open: boolean;
  count: number;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onTag: (tagId: string) => void;
}) {
  const tags = useQuery({ ...tagsQuery('candidates'), enabled: open });
  const [tagId, setTagId] = useState('');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Tag ${plural(count, 'candidate')}`}</DialogTitle>
          <DialogDescription>The tag is added to each candidate's profile.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (tagId) onTag(tagId);
          }}
        >
          <FormField label="Tag" hint={tags.data?.length === 0 ? 'No candidate tags yet: create one on a candidate profile.' : undefined}>
            {(p) => (
              <NativeSelect {...p} value={tagId} onChange={(e) => setTagId(e.target.value)}>
                <option value="">Choose a tag…</option>
                {tags.data?.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || !tagId}>
              Apply tag
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
