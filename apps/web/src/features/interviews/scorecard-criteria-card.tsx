import { scorecardCriteriaInputSchema } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { criteriaQuery, interviewsApi, useInterviewMutation } from './api';

/** The criteria interviewers rate on this job's scorecards (the defaults until edited). */
export function ScorecardCriteriaCard({ jobId }: { jobId: string }) {
  const data = useQuery(criteriaQuery(jobId));
  const [rows, setRows] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (data.data) setRows(data.data.criteria);
  }, [data.data]);
  const save = useInterviewMutation(interviewsApi.setCriteria, 'Scorecard criteria saved');

  const update = (i: number, value: string) => setRows((r) => r.map((x, j) => (j === i ? value : x)));
  const swap = (i: number, j: number) => setRows((r) => r.map((x, k) => (k === i ? r[j]! : k === j ? r[i]! : x)));

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = scorecardCriteriaInputSchema.safeParse({ criteria: rows.map((r) => r.trim()).filter(Boolean) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the criteria');
    setError(null);
    save.mutate({ jobId, criteria: parsed.data.criteria });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Scorecard criteria</CardTitle>
        <CardDescription>
          Interviewers rate each from 1 to 4 and give an overall recommendation.{data.data?.is_default ? ' These are the defaults until you save your own.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-2" onSubmit={onSubmit}>
          <ol className="grid gap-2">
            {rows.map((name, i) => (
              <li key={i} className="flex items-center gap-2">
                <Input aria-label={`Criterion ${i + 1}`} value={name} maxLength={80} onChange={(e) => update(i, e.target.value)} />
                <Button variant="ghost" size="icon" aria-label={`Move criterion ${i + 1} up`} disabled={i === 0} onClick={() => swap(i, i - 1)}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Move criterion ${i + 1} down`} disabled={i === rows.length - 1} onClick={() => swap(i, i + 1)}>
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Remove criterion ${i + 1}`} onClick={() => setRows((r) => r.filter((_, j) => j !== i))}>
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          {error ? <FormMessage>{error}</FormMessage> : null}
          {isApiError(save.error) ? <FormMessage>{save.error.message}</FormMessage> : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setRows((r) => [...r, ''])} disabled={rows.length >= 20}>
              <Plus aria-hidden="true" /> Add criterion
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save criteria'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
