import { MAX_APPLY_QUESTIONS, APPLY_QUESTION_KIND_LABELS, APPLY_QUESTION_KINDS, YES_NO, type ApplyQuestionKind, type ScreeningQuestion } from '@hirebase/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ChipInput } from '@/components/ui/chip-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';

const newQuestionId = () => Math.random().toString(36).slice(2, 10);

/** A blank question of the kind; ids are short random tokens the answers are stored under. */
export function blankQuestion(kind: ApplyQuestionKind = 'short_text'): ScreeningQuestion {
  return { id: newQuestionId(), kind, label: '', required: false, options: [], knockout_answers: [] };
}

function choicesOf(q: ScreeningQuestion): string[] {
  return q.kind === 'yes_no' ? [...YES_NO] : q.options;
}

function QuestionRow({ q, index, count, onChange, onMove, onRemove }: { q: ScreeningQuestion; index: number; count: number; onChange: (q: ScreeningQuestion) => void; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  const id = useId();
  const choice = q.kind === 'single_choice' || q.kind === 'multiple_choice';
  const canKnockOut = choice || q.kind === 'yes_no';
  const setKind = (kind: ApplyQuestionKind) => onChange({ ...q, kind, options: kind === 'single_choice' || kind === 'multiple_choice' ? q.options : [], knockout_answers: [] });
  const toggleKnockout = (answer: string, on: boolean) =>
    onChange({ ...q, knockout_answers: on ? [...q.knockout_answers, answer] : q.knockout_answers.filter((a) => a !== answer) });
  return (
    <li className="grid gap-3 rounded-md border p-3">
      <div className="grid gap-3 md:grid-cols-[1fr_12rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-label`}>Question {index + 1}</Label>
          <Input id={`${id}-label`} value={q.label} maxLength={300} onChange={(e) => onChange({ ...q, label: e.target.value })} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-kind`}>Answer type</Label>
          <NativeSelect id={`${id}-kind`} value={q.kind} onChange={(e) => setKind(e.target.value as ApplyQuestionKind)}>
            {APPLY_QUESTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {APPLY_QUESTION_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {choice ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-options`}>Choices</Label>
          <ChipInput
            id={`${id}-options`}
            value={q.options}
            maxItems={20}
            maxLength={120}
            itemLabel="choice"
            placeholder="Type a choice and press Enter"
            onChange={(options) => onChange({ ...q, options, knockout_answers: q.knockout_answers.filter((a) => options.includes(a)) })}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={q.required} onChange={(e) => onChange({ ...q, required: e.target.checked })} /> Required
        </label>
        {canKnockOut && choicesOf(q).length ? (
          <fieldset className="flex flex-wrap items-center gap-3">
            <legend className="sr-only">Knock-out answers for question {index + 1}</legend>
            <span className="text-muted-foreground">Knock out on:</span>
            {choicesOf(q).map((answer) => (
              <label key={answer} className="flex items-center gap-1.5">
                <input type="checkbox" checked={q.knockout_answers.includes(answer)} onChange={(e) => toggleKnockout(answer, e.target.checked)} /> {answer}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="ml-auto flex gap-1">
          <Button type="button" variant="ghost" size="icon" aria-label={`Move question ${index + 1} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="icon" aria-label={`Move question ${index + 1} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove question ${index + 1}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Screening questions: add, edit, reorder, remove; a yes/no or choice question may knock out on chosen answers. */
export function QuestionsEditor({ value, onChange, disabled }: { value: ScreeningQuestion[]; onChange: (next: ScreeningQuestion[]) => void; disabled?: boolean }) {
  const replace = (i: number, q: ScreeningQuestion) => onChange(value.map((old, k) => (k === i ? q : old)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  return (
    <fieldset disabled={disabled} className="grid gap-3">
      {value.length ? (
        <ol className="grid gap-3">
          {value.map((q, i) => (
            <QuestionRow key={q.id} q={q} index={i} count={value.length} onChange={(nq) => replace(i, nq)} onMove={(by) => move(i, by)} onRemove={() => onChange(value.filter((_, k) => k !== i))} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No screening questions. Applicants send their details, resume and an optional cover letter.</p>
      )}
      <div>
        <Button type="button" variant="outline" disabled={value.length >= MAX_APPLY_QUESTIONS} onClick={() => onChange([...value, blankQuestion()])}>
          <Plus aria-hidden="true" /> Add question
        </Button>
      </div>
    </fieldset>
  );
}
