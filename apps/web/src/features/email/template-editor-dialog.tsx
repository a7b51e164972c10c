import type { EmailTemplate } from '@hirebase/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCustomMergeFields } from '@/features/custom-fields/api';
import { emailApi, useTemplateMutation } from './api';
import { EmailPreviewPanel, UnknownFieldsAlert, unknownFieldsOf } from './email-preview';
import { MergeFieldPicker, insertAt } from './merge-field-picker';

type Draft = { name: string; subject: string; body: string };
const EMPTY: Draft = { name: '', subject: '', body: '' };

/** Creates or edits a template: merge-field picker, unknown fields flagged, live preview with sample values. */
export function TemplateEditorDialog({ open, template, onOpenChange }: { open: boolean; template: EmailTemplate | null; onOpenChange: (open: boolean) => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const create = useTemplateMutation(emailApi.createTemplate, 'Template created');
  const update = useTemplateMutation(emailApi.updateTemplate, 'Template saved');
  const save = template ? update : create;

  useEffect(() => {
    if (open) {
      setDraft(template ? { name: template.name, subject: template.subject, body: template.body } : EMPTY);
      create.reset();
      update.reset();
    }
    // Reset only when the dialog opens for a template, not on every mutation state change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, template]);

  const custom = useCustomMergeFields();
  const unknown = unknownFieldsOf(draft.subject, draft.body, custom.names);
  const valid = draft.name.trim() && draft.subject.trim() && draft.body.trim() && unknown.length === 0;

  function pick(token: string) {
    const el = target === 'subject' ? subjectRef.current : bodyRef.current;
    const next = insertAt(el, draft[target], token);
    setDraft((d) => ({ ...d, [target]: next.value }));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!valid) return;
    const done = { onSuccess: () => onOpenChange(false) };
    if (template) update.mutate({ id: template.id, input: draft }, done);
    else create.mutate(draft, done);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{template ? 'Edit template' : 'New template'}</DialogTitle>
          <DialogDescription>Plain text. Merge fields like {'{{candidate.first_name}}'} are filled in for each recipient.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 md:grid-cols-2" onSubmit={onSubmit}>
          <div className="grid content-start gap-3">
            <FormField label="Template name">{(p) => <Input {...p} value={draft.name} maxLength={120} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />}</FormField>
            <FormField label="Subject">
              {(p) => <Input {...p} ref={subjectRef} value={draft.subject} maxLength={300} onFocus={() => setTarget('subject')} onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />}
            </FormField>
            <div className="flex items-end justify-between">
              <span className="text-xs text-muted-foreground">Inserts into the {target === 'subject' ? 'subject' : 'message'}</span>
              <MergeFieldPicker onPick={pick} />
            </div>
            <FormField label="Message">
              {(p) => <Textarea {...p} ref={bodyRef} rows={10} value={draft.body} onFocus={() => setTarget('body')} onChange={(e) => setDraft({ ...draft, body: e.target.value })} />}
            </FormField>
            <UnknownFieldsAlert fields={unknown} />
            {save.error ? <FormMessage>{save.error.message}</FormMessage> : null}
          </div>
          <EmailPreviewPanel input={{ subject: draft.subject, body: draft.body }} recipientLabel="sample values" />
          <DialogFooter className="md:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid || save.isPending}>
              {template ? 'Save template' : 'Create template'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
