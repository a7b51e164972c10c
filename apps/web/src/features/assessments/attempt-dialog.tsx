import { isChoiceKind, QUESTION_KIND_LABELS, type AttemptAnswer, type AttemptDetail } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Check, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { FeatureGate } from '@/features/org/feature-gate';
import { assessmentsApi, attemptQuery, useAssessmentMutation } from './api';
import { IntegrityLine, ResultBadge, seconds } from './result-badge';

function ChoiceAnswer({ a }: { a: AttemptAnswer }) {
  const chosen = new Set(Array.isArray(a.answer) ? a.answer : typeof a.answer === 'number' ? [a.answer] : []);
  return (
    <ul className="grid gap-1 text-sm">
      {a.question.options.map((o, i) => {
        const right = a.question.correct.includes(i);
        return (
          <li key={i} className="flex items-center gap-2">
            {chosen.has(i) ? right ? <Check className="size-4 text-success" aria-label="Chosen, right" /> : <X className="size-4 text-destructive" aria-label="Chosen, wrong" /> : <span className="size-4" />}
            <span className={right ? 'font-medium' : undefined}>{o}</span>
            {right ? <span className="text-xs text-muted-foreground">(right answer)</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

function GradeForm({ attempt, a }: { attempt: AttemptDetail; a: AttemptAnswer }) {
  const [points, setPoints] = useState(a.grade ? String(a.grade.points) : '');
  const [note, setNote] = useState(a.grade?.source === 'manual' ? (a.grade.justification ?? '') : '');
  const grade = useAssessmentMutation(assessmentsApi.grade, 'Grade saved');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        grade.mutate({ assessmentId: attempt.assessment.id, attemptId: attempt.id, questionId: a.question.id, input: { points: Number(points), justification: note || null } });
      }}
    >
      <FormField label={`Points (of ${a.question.points})`} className="w-36">
        {(p) => <Input {...p} type="number" min={0} max={a.question.points} step="0.5" required value={points} onChange={(e) => setPoints(e.target.value)} />}
      </FormField>
      <FormField label="Note" className="min-w-48 flex-1">
        {(p) => <Input {...p} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />}
      </FormField>
      <Button type="submit" size="sm" disabled={grade.isPending || points === ''}>
        {a.grade?.source === 'suggested' ? 'Confirm grade' : 'Save grade'}
      </Button>
    </form>
  );
}

function GradeLine({ a }: { a: AttemptAnswer }) {
  const g = a.grade;
  if (!g) return <Badge variant="outline">To grade</Badge>;
  const who = g.source === 'suggested' ? 'Suggested by the model' : g.source === 'manual' ? `Graded by ${g.graded_by?.name ?? 'a recruiter'}` : 'Graded automatically';
  return (
    <div className="grid gap-1 text-sm">
      <p>
        <Badge variant={g.source === 'suggested' ? 'secondary' : 'outline'}>{g.source === 'suggested' ? 'Suggested' : 'Grade'}</Badge>{' '}
        <strong>
          {g.points} / {g.max}
        </strong>{' '}
        <span className="text-muted-foreground">· {who}</span>
      </p>
      {g.justification ? <p className="text-muted-foreground">{g.justification}</p> : null}
    </div>
  );
}

/** One attempt, answer by answer, with grades: choice answers marked, text and code graded (or confirmed) here. */
export function AttemptDialog({ assessmentId, attemptId, onOpenChange }: { assessmentId: string; attemptId: string | null; onOpenChange: (open: boolean) => void }) {
  const attempt = useQuery({ ...attemptQuery(assessmentId, attemptId ?? ''), enabled: attemptId !== null });
  const suggest = useAssessmentMutation(assessmentsApi.suggest, 'Grades suggested: confirm or change them');
  const d = attempt.data;
  const openText = d?.answers.some((a) => !isChoiceKind(a.question.kind) && a.grade?.source !== 'manual' && typeof a.answer === 'string' && a.answer.trim());
  return (
    <Dialog open={attemptId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{d ? `${d.candidate.name} — ${d.assessment.title}` : 'Attempt'}</DialogTitle>
          <DialogDescription>{d ? `${d.job.title} · ${d.duration_seconds === null ? 'not finished' : `took ${seconds(d.duration_seconds)}`}${d.timed_out ? ' · time ran out' : ''}` : 'Loading…'}</DialogDescription>
        </DialogHeader>
        {!d ? <Skeleton className="h-64" /> : null}
        {d ? (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center gap-3">
              <ResultBadge result={d} />
              <IntegrityLine integrity={d.integrity} />
              {d.status === 'submitted' && openText ? (
                <FeatureGate feature="ai_assessment">
                  <Button size="sm" variant="outline" disabled={suggest.isPending} onClick={() => suggest.mutate({ assessmentId, attemptId: d.id })}>
                    <Sparkles aria-hidden="true" /> Suggest grades
                  </Button>
                </FeatureGate>
              ) : null}
            </div>
            <ol className="grid gap-3">
              {d.answers.map((a, i) => (
                <li key={a.question.id} className="grid gap-2 rounded-md border p-3">
                  <p className="text-xs text-muted-foreground">
                    Question {i + 1} · {QUESTION_KIND_LABELS[a.question.kind]} · {a.question.points} points · {seconds(Math.round(a.time_ms / 1000))} on it
                    {a.pastes ? ` · pasted ${a.pastes}×` : ''}
                  </p>
                  <p className="whitespace-pre-wrap font-medium">{a.question.prompt}</p>
                  {isChoiceKind(a.question.kind) ? (
                    <ChoiceAnswer a={a} />
                  ) : (
                    <pre className="max-h-64 overflow-auto whitespace-pre-wrap rounded bg-muted p-2 text-sm">{typeof a.answer === 'string' && a.answer ? a.answer : '(no answer)'}</pre>
                  )}
                  {!isChoiceKind(a.question.kind) && a.question.rubric ? (
                    <details className="text-sm">
                      <summary className="cursor-pointer text-muted-foreground">Rubric</summary>
                      <p>Full: {a.question.rubric.full}</p>
                      <p>Partial: {a.question.rubric.partial}</p>
                      <p>Zero: {a.question.rubric.zero}</p>
                      {a.question.rubric.model_answer ? <p className="whitespace-pre-wrap">Model answer: {a.question.rubric.model_answer}</p> : null}
                    </details>
                  ) : null}
                  <GradeLine a={a} />
                  {d.status === 'submitted' ? <GradeForm key={`${a.question.id}:${a.grade?.points ?? ''}:${a.grade?.source ?? ''}`} attempt={d} a={a} /> : null}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
