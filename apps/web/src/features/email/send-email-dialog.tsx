import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useCustomMergeFields } from '@/features/custom-fields/api';
import { templatesQuery, useSendEmail } from './api';
import { EmailPreviewPanel, UnknownFieldsAlert, unknownFieldsOf } from './email-preview';
import { MergeFieldPicker, insertAt } from './merge-field-picker';
import { plural } from '@/lib/plural';

export type Recipient = { id: string; name: string };

/** Sends a template or a written message to one candidate or many; previews it for the first. */
export function SendEmailDialog({ open, onOpenChange, recipients, jobId, onSent }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recipients: Recipient[];
  jobId?: string | undefined;
  onSent?: () => void;
}) {
  const templates = useQuery({ ...templatesQuery(), enabled: open });
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const send = useSendEmail(() => {
    onOpenChange(false);
    onSent?.();
  });

  useEffect(() => {
    if (!open) return;
    setTemplateId('');
    setSubject('');
    setBody('');
    send.reset();
    // Reset when the dialog opens, not when the mutation changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const template = templates.data?.data.find((t) => t.id === templateId) ?? null;
  function chooseTemplate(id: string) {
    setTemplateId(id);
    const t = templates.data?.data.find((x) => x.id === id);
    setSubject(t?.subject ?? '');
    setBody(t?.body ?? '');
  }

  const custom = useCustomMergeFields();
  const unknown = unknownFieldsOf(subject, body, custom.names);
  const canSend = recipients.length > 0 && subject.trim() !== '' && body.trim() !== '' && unknown.length === 0 && !send.isPending;
  const first = recipients[0];
  const count = recipients.length === 1 ? first!.name : plural(recipients.length, 'candidate');

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!canSend) return;
    const edited = !template || template.subject !== subject || template.body !== body;
    send.mutate({
      candidate_ids: recipients.map((r) => r.id),
      ...(jobId ? { job_id: jobId } : {}),
      ...(template ? { template_id: template.id } : {}),
      ...(edited ? { subject, body } : {}),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Email {count}</DialogTitle>
          <DialogDescription>
            Sent with your name and signature. {recipients.length > 1 ? 'Candidates who opted out of email or have no address are skipped.' : ''}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 md:grid-cols-2" onSubmit={onSubmit}>
          <div className="grid content-start gap-3">
            <FormField label="Template">
              {(p) => (
                <NativeSelect {...p} value={templateId} onChange={(e) => chooseTemplate(e.target.value)}>
                  <option value="">No template — write a message</option>
                  {templates.data?.data.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Subject">{(p) => <Input {...p} value={subject} maxLength={300} onChange={(e) => setSubject(e.target.value)} />}</FormField>
            <div className="flex justify-end">
              <MergeFieldPicker
                onPick={(token) => {
                  const next = insertAt(bodyRef.current, body, token);
                  setBody(next.value);
                }}
              />
            </div>
            <FormField label="Message">{(p) => <Textarea {...p} ref={bodyRef} rows={10} value={body} onChange={(e) => setBody(e.target.value)} />}</FormField>
            <UnknownFieldsAlert fields={unknown} />
            {send.error ? <FormMessage>{send.error.message}</FormMessage> : null}
          </div>
          {first ? <EmailPreviewPanel input={{ subject, body, candidate_id: first.id, ...(jobId ? { job_id: jobId } : {}) }} recipientLabel={`for ${first.name}`} /> : null}
          <DialogFooter className="md:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSend}>
              {send.isPending ? 'Sending…' : 'Send'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
