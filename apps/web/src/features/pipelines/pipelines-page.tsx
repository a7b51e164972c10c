import { can } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Plus, Star } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRole } from '@/features/org/use-current-org';
import { cn, focusRing } from '@/lib/utils';
import { pipelinesQuery } from './api';
import { PipelineEditor } from './pipeline-editor';
import { RejectionReasonsEditor } from './rejection-reasons-editor';
import { HelpLink } from '@/features/help/help-link';

const NEW = '__new__';

export function PipelinesPage() {
  const role = useRole();
  const canManage = can(role, 'pipelines:manage');
  const { data, isLoading, isError } = useQuery(pipelinesQuery());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = selectedId === NEW ? null : (data?.find((p) => p.id === selectedId) ?? data?.find((p) => p.is_default) ?? data?.[0] ?? null);
  const editing = selectedId === NEW ? NEW : (selected?.id ?? NEW);

  return (
    <>
      <PageHeader
        title="Pipelines"
        description={
          <>
            Templates of ordered stages. A new job copies the template you pick, then keeps its own stages. <HelpLink article="pipelines-and-stages">About pipelines</HelpLink>
          </>
        }
        actions={
          canManage ? (
            <Button onClick={() => setSelectedId(NEW)}>
              <Plus aria-hidden="true" /> New pipeline
            </Button>
          ) : null
        }
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Pipeline templates">
          {isLoading ? <Skeleton className="h-32" /> : null}
          {isError ? <p className="text-sm text-muted-foreground">Pipelines could not be loaded.</p> : null}
          <ul className="grid gap-1">
            {data?.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  aria-current={editing === p.id ? 'true' : undefined}
                  onClick={() => setSelectedId(p.id)}
                  className={cn(
                    'flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-accent',
                    editing === p.id && 'bg-accent font-medium',
                    focusRing,
                  )}
                >
                  <span className="truncate">{p.name}</span>
                  <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
                    {p.is_default ? (
                      <Badge variant="secondary">
                        <Star className="mr-1 size-3" aria-hidden="true" />
                        Default
                      </Badge>
                    ) : null}
                    {p.stages.length} stages
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{editing === NEW ? 'New pipeline' : (selected?.name ?? 'Pipeline')}</CardTitle>
              <CardDescription>
                Drag stages or use the arrow buttons to reorder. Each stage has a kind that drives reports and the hiring funnel.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {data || editing === NEW ? (
                <PipelineEditor
                  key={editing === NEW ? NEW : `${selected?.id}-${selected?.updated_at}`}
                  pipeline={editing === NEW ? null : selected}
                  canManage={canManage}
                  onSaved={(saved) => setSelectedId(saved.id)}
                  onDeleted={() => setSelectedId(null)}
                />
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Rejection reasons</CardTitle>
              <CardDescription>Offered when a candidate is rejected from a job.</CardDescription>
            </CardHeader>
            <CardContent>
              <RejectionReasonsEditor canManage={canManage} />
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
