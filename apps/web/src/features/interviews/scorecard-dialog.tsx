import { RATING_LABELS, RECOMMENDATION_LABELS, RECOMMENDATIONS, type Interview, type Recommendation } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, FormMessage } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth/use-auth';
import { isApiError } from '@/lib/api-client';
import { interviewsApi, scorecardsQuery, useInterviewMutation } from './api';
import { RadioRow } from './radio-row';

const RATINGS = [1, 2, 3, 4] as const;

/** The current user's scorecard for an interview: each criterion 1–4, a recommendation, notes. */
export function ScorecardDialog({ open, onOpenChange, interview }: { open: boolean; onOpenChange: (open: boolean) => void; interview: Interview }) {
  const { user } = useAuth();
  const data = useQuery({ ...scorecardsQuery(interview.id), enabled: open });
  const mine = data.data?.scorecards.find((s) => s.interviewer.id === user?.id);
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [recommendation, setRecommendation] = useState<Recommendation | ''>('');
  const [notes, setNotes] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!open) return;
    setRatings(Object.fromEntries((mine?.ratings ?? []).map((r) => [r.criterion, r.rating])));
    setRecommendation(mine?.recommendation ?? '');
    setNotes(mine?.notes ?? '');
    setMissing(false);
  }, [open, mine]);
  const submit = useInterviewMutation(interviewsApi.submitScorecard, 'Scorecard submitted');
  const criteria = data.data?.criteria ?? [];

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!recommendation) return setMissing(true);
    const input = { ratings: criteria.filter((c) => ratings[c]).map((c) => ({ criterion: c, rating: ratings[c]! })), recommendation, notes };
    submit.mutate({ id: interview.id, input }, { onSuccess: () => onOpenChange(false) });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Scorecard: {interview.title}</DialogTitle>
          <DialogDescription>
            {interview.candidate.name} · {interview.job.title}. Rate each criterion from 1 ({RATING_LABELS[1]}) to 4 ({RATING_LABELS[4]}).
          </DialogDescription>
        </DialogHeader>
        {data.isLoading ? (
          <Skeleton className="h-48" />
        ) : (
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            {criteria.map((c) => (
              <RadioRow key={c} legend={c} name={`rating-${c}`} value={ratings[c] ? String(ratings[c]) : ''} onChange={(v) => setRatings((r) => ({ ...r, [c]: Number(v) }))}
                options={RATINGS.map((n) => ({ value: String(n), label: `${n} ${RATING_LABELS[n]}` }))} />
            ))}
            <RadioRow legend="Recommendation" name="recommendation" value={recommendation} onChange={(v) => { setRecommendation(v as Recommendation); setMissing(false); }}
              options={RECOMMENDATIONS.map((r) => ({ value: r, label: RECOMMENDATION_LABELS[r] }))} error={missing ? 'Choose a recommendation' : undefined} />
            <FormField label="Scorecard notes">{(p) => <Textarea {...p} rows={4} value={notes} onChange={(e) => setNotes(e.target.value)} />}</FormField>
            {isApiError(submit.error) ? <FormMessage>{submit.error.message}</FormMessage> : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
              <Button type="submit" disabled={submit.isPending}>
                {submit.isPending ? 'Saving…' : 'Submit scorecard'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
