import type { RejectionReason } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { pipelineKeys, pipelinesApi, rejectionReasonsQuery, usePipelineMutation } from './api';
import { moveStage } from './stage-list';

type Draft = { key: string; id?: string; label: string };
let seq = 0;

function ReasonsForm({ reasons, canManage }: { reasons: RejectionReason[]; canManage: boolean }) {
  const [items, setItems] = useState<Draft[]>(() => reasons.map((r) => ({ key: r.id, id: r.id, label: r.label })));
  const [error, setError] = useState<string | null>(null);
  const save = usePipelineMutation(pipelinesApi.setRejectionReasons, 'Rejection reasons saved', pipelineKeys.rejectionReasons);
  const update = (key: string, label: string) => setItems(items.map((i) => (i.key === key ? { ...i, label } : i)));
  const move = (from: number, to: number) => setItems(moveStage(items, from, to));

  function submit() {
    const cleaned = items.map((i) => ({ ...i, label: i.label.trim() })).filter((i) => i.label);
    if (cleaned.length === 0) return setError('Keep at least one reason');
    setError(null);
    save.mutate(cleaned.map(({ id, label }) => (id ? { id, label } : { label })));
  }

  return (
    <form
      className="grid gap-3"
      aria-label="Rejection reasons"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <ol className="grid gap-2">
        {items.map((item, index) => (
          <li key={item.key} className="flex items-center gap-2">
            <Input
              aria-label={`Reason ${index + 1}`}
              value={item.label}
              maxLength={80}
              disabled={!canManage}
              onChange={(e) => update(item.key, e.target.value)}
            />
            {canManage ? (
              <>
                <Button variant="ghost" size="icon" aria-label={`Move reason ${index + 1} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Move reason ${index + 1} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Remove reason ${index + 1}`} onClick={() => setItems(items.filter((i) => i.key !== item.key))}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {error ? <FormMessage>{error}</FormMessage> : null}
      {canManage ? (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={items.length >= 50} onClick={() => setItems([...items, { key: `new-${seq++}`, label: '' }])}>
            <Plus aria-hidden="true" /> Add reason
          </Button>
          <Button type="submit" size="sm" disabled={save.isPending}>
            Save reasons
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** The organization's list of reasons offered when a candidate is rejected. */
export function RejectionReasonsEditor({ canManage }: { canManage: boolean }) {
  const { data, isLoading, isError, dataUpdatedAt } = useQuery(rejectionReasonsQuery());
  if (isLoading) return <Skeleton className="h-32" />;
  if (isError || !data) return <p className="text-sm text-muted-foreground">Rejection reasons could not be loaded.</p>;
  return <ReasonsForm key={dataUpdatedAt} reasons={data} canManage={canManage} />;
}
