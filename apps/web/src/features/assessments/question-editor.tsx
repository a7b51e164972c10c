import { isChoiceKind, QUESTION_KIND_LABELS, QUESTION_KINDS, type QuestionInput, type QuestionKind } from '@hirebase/shared';
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

export type EditableQuestion = QuestionInput & { key: string; options: string[]; correct: number[] };

const KIND_POINTS: Record<QuestionKind, number> = { single: 2, multiple: 3, short: 5, long: 8, code: 10 };
const EMPTY_RUBRIC = { full: '', partial: '', zero: '' };

export function blankQuestion(kind: QuestionKind = 'single'): EditableQuestion {
  return { key: crypto.randomUUID(), kind, prompt: '', options: isChoiceKind(kind) ? ['', ''] : [], correct: isChoiceKind(kind) ? [0] : [], points: KIND_POINTS[kind], rubric: isChoiceKind(kind) ? null : EMPTY_RUBRIC, language: null, skill: null };
}

/** One question of the set: kind, prompt, points, options with their right answers, or a rubric. */
export function QuestionEditor({
  index,
  question: q,
  count,
  onChange,
  onRemove,
  onMove,
}: {
  index: number;
  question: EditableQuestion;
  count: number;
  onChange: (q: EditableQuestion) => void;
  onRemove: () => void;
  onMove: (delta: -1 | 1) => void;
}) {
  const choice = isChoiceKind(q.kind);
  const set = (patch: Partial<EditableQuestion>) => onChange({ ...q, ...patch });
  const setKind = (kind: QuestionKind) => {
    const next = isChoiceKind(kind);
    set({
      kind,
      options: next ? (q.options.length >= 2 ? q.options : ['', '']) : [],
      correct: next ? (kind === 'single' ? [q.correct[0] ?? 0] : q.correct.length ? q.correct : [0]) : [],
      rubric: next ? null : (q.rubric ?? EMPTY_RUBRIC),
    });
  };
  const toggleCorrect = (i: number) => {
    if (q.kind === 'single') return set({ correct: [i] });
    set({ correct: q.correct.includes(i) ? q.correct.filter((c) => c !== i) : [...q.correct, i].sort((a, b) => a - b) });
  };
  const removeOption = (i: number) =>
    set({ options: q.options.filter((_, k) => k !== i), correct: q.correct.filter((c) => c !== i).map((c) => (c > i ? c - 1 : c)) });
  const label = `Question ${index + 1}`;

  return (
    <fieldset className="grid gap-3 rounded-md border p-4" aria-label={label}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="font-medium">{label}</legend>
        <div className="flex gap-1">
          <Button type="button" variant="ghost" size="sm" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="sm" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="sm" aria-label={`Remove ${label}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem_10rem]">
        <FormField label="Kind">
          {(p) => (
            <NativeSelect {...p} value={q.kind} onChange={(e) => setKind(e.target.value as QuestionKind)}>
              {QUESTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {QUESTION_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Points">
          {(p) => <Input {...p} type="number" min={1} max={100} value={String(q.points)} onChange={(e) => set({ points: Number(e.target.value) })} />}
        </FormField>
        {q.kind === 'code' ? (
          <FormField label="Language">{(p) => <Input {...p} value={q.language ?? ''} placeholder="e.g. python" onChange={(e) => set({ language: e.target.value || null })} />}</FormField>
        ) : null}
      </div>
      <FormField label="Prompt">{(p) => <Textarea {...p} value={q.prompt} rows={3} onChange={(e) => set({ prompt: e.target.value })} />}</FormField>
      {choice ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{q.kind === 'single' ? 'Options (mark the right one)' : 'Options (mark every right one)'}</p>
          {q.options.map((option, i) => (
            <div key={i} className="flex items-center gap-2">
              <input
                type={q.kind === 'single' ? 'radio' : 'checkbox'}
                name={`correct-${q.key}`}
                className="size-4 accent-primary"
                aria-label={`Option ${i + 1} is right`}
                checked={q.correct.includes(i)}
                onChange={() => toggleCorrect(i)}
              />
              <Input aria-label={`Option ${i + 1}`} value={option} onChange={(e) => set({ options: q.options.map((o, k) => (k === i ? e.target.value : o)) })} />
              <Button type="button" variant="ghost" size="sm" aria-label={`Remove option ${i + 1}`} disabled={q.options.length <= 2} onClick={() => removeOption(i)}>
                <X aria-hidden="true" />
              </Button>
            </div>
          ))}
          {q.options.length < 8 ? (
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => set({ options: [...q.options, ''] })}>
              <Plus aria-hidden="true" /> Add option
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            {(['full', 'partial', 'zero'] as const).map((level) => (
              <FormField key={level} label={`Rubric: ${level} answer`}>
                {(p) => <Textarea {...p} rows={3} value={q.rubric?.[level] ?? ''} onChange={(e) => set({ rubric: { ...(q.rubric ?? EMPTY_RUBRIC), [level]: e.target.value } })} />}
              </FormField>
            ))}
          </div>
          <FormField label="Model answer (optional, shown to graders only)">
            {(p) => <Textarea {...p} rows={3} value={q.rubric?.model_answer ?? ''} onChange={(e) => set({ rubric: { ...(q.rubric ?? EMPTY_RUBRIC), model_answer: e.target.value || null } })} />}
          </FormField>
        </>
      )}
    </fieldset>
  );
}
