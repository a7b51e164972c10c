import { REPORT_DEFAULT_DAYS, type Job, type SubmissionInput, type SubmissionsCreated } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { jobApplicationsQuery } from '@/features/applications/api';
import { clientQuery } from '@/features/clients/api';
import { customFieldIssues, CustomFieldsFormSection, useCustomValues } from '@/features/custom-fields/custom-fields-form';
import { templatesQuery } from '@/features/email/api';
import { isApiError } from '@/lib/api-client';
import { plural } from '@/lib/plural';
import { submissionsApi, useSubmissionMutation } from './api';
import { ResumePicker, SentLinks } from './report-link';

const NAMED = {
  subject: 'Candidate for {{job.title}}: {{candidate.name}}',
  body: 'Hi {{contact.name}},\n\nI would like to introduce {{candidate.name}} for the {{job.title}} role at {{client.name}}. Their report is here:\n{{report.link}}\n\nYou can tell me on that page whether you are interested, would like an interview, or it is not a fit.\n\nBest regards,\n{{recruiter.name}}',
};
/** An anonymised report's email names no one: the server refuses the name and email fields then. */
const ANONYMOUS = {
  subject: 'Candidate for {{job.title}}: {{candidate.initials}}',
  body: 'Hi {{contact.name}},\n\nI would like to introduce a candidate ({{candidate.initials}}) for the {{job.title}} role at {{client.name}}. Their anonymised report is here:\n{{report.link}}\n\nYou can tell me on that page whether you are interested, would like an interview, or it is not a fit.\n\nBest regards,\n{{recruiter.name}}',
};

type Options = { summary: string; profile: boolean; scorecards: boolean; assessments: boolean; contact_details: boolean; anonymised: boolean; include_resume: boolean };

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-primary" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** Submit candidates of the job to its client: who, to which contacts, the email and what the report shows. */
export function SubmitDialog({ job, submittedIds }: { job: Job; submittedIds: ReadonlySet<string> }) {
  const [open, setOpen] = useState(false);
  const apps = useQuery({ ...jobApplicationsQuery(job.id), enabled: open });
  const client = useQuery({ ...clientQuery(job.client?.id ?? ''), enabled: open && !!job.client });
  const templates = useQuery({ ...templatesQuery(), enabled: open });
  const [candidateIds, setCandidateIds] = useState<string[]>([]);
  const [contactIds, setContactIds] = useState<string[]>([]);
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState(NAMED.subject);
  const [body, setBody] = useState(NAMED.body);
  const [resumeIds, setResumeIds] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<SubmissionsCreated | null>(null);
  const [days, setDays] = useState(String(REPORT_DEFAULT_DAYS));
  const [o, setO] = useState<Options>({ summary: '', profile: true, scorecards: false, assessments: false, contact_details: false, anonymised: false, include_resume: false });
  // The submissions' own fields (required ones must be filled), the same for each candidate submitted.
  const custom = useCustomValues(undefined);
  const submit = useSubmissionMutation(submissionsApi.create, (r) => `${plural(r.submissions.length, 'candidate')} submitted · ${plural(r.emails_queued, 'email')} queued`);
  const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));
  const candidates = (apps.data ?? []).filter((a) => a.status === 'active' && !submittedIds.has(a.candidate.id));
  const nameOf = (id: string) => (apps.data ?? []).find((a) => a.candidate.id === id)?.candidate.name ?? 'Candidate';
  const withResume = o.include_resume && !o.anonymised;

  /** Switching anonymity swaps the default wording, but never text the recruiter wrote or picked. */
  function setAnonymised(on: boolean) {
    setO({ ...o, anonymised: on });
    const [from, to] = on ? [NAMED, ANONYMOUS] : [ANONYMOUS, NAMED];
    if (subject === from.subject) setSubject(to.subject);
    if (body === from.body) setBody(to.body);
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setSent(null);
  }

  function send(e: React.FormEvent) {
    e.preventDefault();
    const input: SubmissionInput = {
      job_id: job.id,
      candidate_ids: candidateIds,
      contact_ids: contactIds,
      template_id: templateId || null,
      subject,
      body,
      report: { summary: o.summary, profile: o.profile, scorecards: o.scorecards, assessments: o.assessments, contact_details: o.contact_details, anonymised: o.anonymised, resume_id: null },
      include_resume: o.include_resume,
      resume_ids: withResume ? Object.fromEntries(candidateIds.flatMap((id) => (resumeIds[id] ? [[id, resumeIds[id]]] : []))) : {},
      expires_in_days: days.trim() === '' ? null : Number(days),
    };
    const customFields = custom.changed();
    if (customFields) input.custom_fields = customFields;
    submit.mutate(input, {
      onSuccess: (result) => {
        setSent(result);
        setCandidateIds([]);
        setResumeIds({});
        custom.reset(undefined);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button disabled={!job.client}>
          <Send aria-hidden="true" /> Submit candidates
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Submit to {job.client?.name}</DialogTitle>
          <DialogDescription>Each candidate gets a private report link, sent to the contacts you pick.</DialogDescription>
        </DialogHeader>
        {sent ? <SentLinks sent={sent} onDone={() => onOpenChange(false)} /> : null}
        <form hidden={!!sent} className="grid gap-4" onSubmit={send} noValidate>
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">Candidates</legend>
            {candidates.length === 0 ? <p className="text-sm text-muted-foreground">No active candidates left to submit in this job.</p> : null}
            <div className="grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2">
              {candidates.map((a) => (
                <Check key={a.candidate.id} label={a.candidate.name} checked={candidateIds.includes(a.candidate.id)} onChange={(on) => setCandidateIds((l) => toggle(l, a.candidate.id, on))} />
              ))}
            </div>
          </fieldset>
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">Send to</legend>
            {(client.data?.contacts ?? []).map((c) => (
              <label key={c.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4 accent-primary" disabled={!c.email} checked={contactIds.includes(c.id)} onChange={(e) => setContactIds((l) => toggle(l, c.id, e.target.checked))} />
                {c.name} <span className="text-muted-foreground">{c.email ?? 'no email address'}</span>
              </label>
            ))}
            {client.data && client.data.contacts.length === 0 ? <p className="text-sm text-muted-foreground">This client has no contacts yet; add one on the client’s page.</p> : null}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor="submit-template">Email template</Label>
            <NativeSelect
              id="submit-template"
              value={templateId}
              onChange={(e) => {
                setTemplateId(e.target.value);
                const t = templates.data?.data.find((x) => x.id === e.target.value);
                const wording = o.anonymised ? ANONYMOUS : NAMED;
                setSubject(t?.subject ?? wording.subject);
                setBody(t?.body ?? wording.body);
              }}
            >
              <option value="">Write the email</option>
              {(templates.data?.data ?? []).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="submit-subject">Subject</Label>
            <Input id="submit-subject" value={subject} maxLength={300} onChange={(e) => setSubject(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="submit-body">Message</Label>
            <Textarea id="submit-body" rows={8} value={body} onChange={(e) => setBody(e.target.value)} />
            <p className="text-xs text-muted-foreground">
              Merge fields: {'{{report.link}}'}, {'{{client.name}}'}, {'{{contact.name}}'} and the candidate, job and recruiter fields.
              {o.anonymised ? ' The report is anonymised: name the candidate with {{candidate.initials}}, never the name or email.' : ''}
            </p>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">The report shows</legend>
            <Textarea aria-label="Summary for the client" placeholder="Summary for the client (optional)" rows={3} value={o.summary} maxLength={5000} onChange={(e) => setO({ ...o, summary: e.target.value })} />
            <div className="grid gap-1 sm:grid-cols-2">
              <Check label="Parsed profile (experience, education)" checked={o.profile} onChange={(v) => setO({ ...o, profile: v })} />
              <Check label="Scorecard summary" checked={o.scorecards} onChange={(v) => setO({ ...o, scorecards: v })} />
              <Check label="Assessment results" checked={o.assessments} onChange={(v) => setO({ ...o, assessments: v })} />
              <Check label="Contact details" checked={o.contact_details && !o.anonymised} onChange={(v) => setO({ ...o, contact_details: v })} />
              <Check label="Resume file" checked={o.include_resume && !o.anonymised} onChange={(v) => setO({ ...o, include_resume: v })} />
              <Check label="Anonymised (initials; no contact details, links or employers)" checked={o.anonymised} onChange={setAnonymised} />
            </div>
            {withResume && candidateIds.length > 0 ? (
              <div className="grid gap-2">
                <span className="text-sm font-medium">Resume file for each candidate</span>
                {candidateIds.map((id) => (
                  <div key={id} className="grid items-center gap-2 sm:grid-cols-[10rem_1fr]">
                    <span className="truncate text-sm">{nameOf(id)}</span>
                    <ResumePicker candidateId={id} label={`Resume file for ${nameOf(id)}`} emptyLabel="The newest resume" value={resumeIds[id] ?? ''} onChange={(r) => setResumeIds((m) => ({ ...m, [id]: r }))} />
                  </div>
                ))}
              </div>
            ) : null}
            <label className="flex items-center gap-2 text-sm">
              Link expires after
              <Input aria-label="Link expires after (days)" className="w-20" inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} /> days
            </label>
          </fieldset>
          <CustomFieldsFormSection entity="submission" form={custom} error={submit.error} />
          {submit.error && !Object.keys(customFieldIssues(submit.error)).length ? <FormError message={isApiError(submit.error) ? submit.error.message : 'Something went wrong!'} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending || candidateIds.length === 0 || contactIds.length === 0}>
              {submit.isPending ? 'Sending…' : `Submit ${plural(candidateIds.length, 'candidate')}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
