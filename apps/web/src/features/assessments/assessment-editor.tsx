import type { Assessment, AssessmentDraft, AssessmentInput } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { jobsListQuery } from '@/features/jobs/api';
import { isApiError } from '@/lib/api-client';
import { assessmentsApi, useAssessmentMutation } from './api';
import { blankQuestion, QuestionEditor, type EditableQuestion } from './question-editor';

type Source = Assessment | AssessmentDraft | null;

function editable(source: Source): EditableQuestion[] {
  if (!source) return [blankQuestion()];
  return source.questions.map((q) => ({ ...q, id: 'id' in q ? q.id : undefined, key: 'id' in q ? q.id : crypto.randomUUID() }));
}

function jobIdsOf(source: Source, fallback?: string): string[] {
  if (source && 'jobs' in source) return source.jobs.map((j) => j.id);
  if (source && 'job_ids' in source) return source.job_ids;
  return fallback ? [fallback] : [];
}

/** Writes or edits an assessment: its settings, its jobs and its questions. Nothing is saved until "Save". */
export function AssessmentEditor({ source, jobId, onSaved, onCancel }: { source: Source; jobId?: string; onSaved: (a: Assessment) => void; onCancel?: () => void }) {
  const existing = source && 'id' in source ? source : null;
  const [title, setTitle] = useState(source?.title ?? '');
  const [instructions, setInstructions] = useState(source?.instructions ?? '');
  const [minutes, setMinutes] = useState(source?.time_limit_minutes ? String(source.time_limit_minutes) : '');
  const [passMark, setPassMark] = useState(String(source?.pass_mark ?? 60));
  const [shuffle, setShuffle] = useState(source?.shuffle ?? false);
  const [jobIds, setJobIds] = useState<string[]>(jobIdsOf(source, jobId));
  const [questions, setQuestions] = useState<EditableQuestion[]>(() => editable(source));
  const jobs = useQuery(jobsListQuery({ page_size: 100, sort: 'title' }));
  const save = useAssessmentMutation(
    (input: AssessmentInput) => (existing ? assessmentsApi.update({ id: existing.id, input }) : assessmentsApi.create(input)),
    existing ? 'Assessment saved' : 'Assessment created',
  );
  const error = save.error && isApiError(save.error) ? save.error : null;
  const issue = (error?.details as { path: string; message: string }[] | undefined)?.[0];

  const submit = () => {
    const input: AssessmentInput = {
      title,
      instructions,
      time_limit_minutes: minutes ? Number(minutes) : null,
      pass_mark: Number(passMark),
      shuffle,
      job_ids: jobIds,
      questions: questions.map(({ key: _key, ...q }) => q),
    };
    save.mutate(input, { onSuccess: onSaved });
  };
  const update = (i: number, q: EditableQuestion) => setQuestions((qs) => qs.map((x, k) => (k === i ? q : x)));
  const move = (i: number, delta: -1 | 1) =>
    setQuestions((qs) => {
      const next = [...qs];
      [next[i], next[i + delta]] = [next[i + delta]!, next[i]!];
      return next;
    });
  const jobList = jobs.data?.data ?? [];

  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>Settings</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label="Title">{(p) => <Input {...p} value={title} required maxLength={200} onChange={(e) => setTitle(e.target.value)} />}</FormField>
          <FormField label="Instructions" hint="Shown to the candidate before they start.">
            {(p) => <Textarea {...p} value={instructions} rows={3} onChange={(e) => setInstructions(e.target.value)} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Time limit (minutes)" hint="Leave empty for no limit.">
              {(p) => <Input {...p} type="number" min={1} max={480} value={minutes} onChange={(e) => setMinutes(e.target.value)} />}
            </FormField>
            <FormField label="Pass mark (%)">{(p) => <Input {...p} type="number" min={0} max={100} value={passMark} onChange={(e) => setPassMark(e.target.value)} />}</FormField>
            <label className="flex items-center gap-2 self-end pb-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={shuffle} onChange={(e) => setShuffle(e.target.checked)} />
              Shuffle questions and options
            </label>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Jobs</legend>
            <div className="grid max-h-40 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
              {jobList.map((j) => (
                <label key={j.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={jobIds.includes(j.id)}
                    onChange={(e) => setJobIds((ids) => (e.target.checked ? [...ids, j.id] : ids.filter((x) => x !== j.id)))}
                  />
                  {j.title}
                </label>
              ))}
              {jobs.data && jobList.length === 0 ? <p className="text-sm text-muted-foreground">No jobs yet.</p> : null}
            </div>
          </fieldset>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Questions ({questions.length})</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {questions.map((q, i) => (
            <QuestionEditor
              key={q.key}
              index={i}
              count={questions.length}
              question={q}
              onChange={(next) => update(i, next)}
              onRemove={() => setQuestions((qs) => qs.filter((_, k) => k !== i))}
              onMove={(delta) => move(i, delta)}
            />
          ))}
          <Button type="button" variant="outline" className="w-fit" onClick={() => setQuestions((qs) => [...qs, blankQuestion()])}>
            <Plus aria-hidden="true" /> Add question
          </Button>
        </CardContent>
      </Card>
      {error ? <FormMessage>{issue ? `${issue.path.replace(/^questions\.(\d+)/, (_, n) => `Question ${Number(n) + 1}`)}: ${issue.message}` : error.message}</FormMessage> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {existing ? 'Save assessment' : 'Create assessment'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
