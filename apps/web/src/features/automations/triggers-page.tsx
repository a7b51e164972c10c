import { can } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { templatesQuery } from '@/features/email/api';
import { jobQuery } from '@/features/jobs/api';
import { FeatureGate } from '@/features/org/feature-gate';
import { useRole } from '@/features/org/use-current-org';
import { membersQuery } from '@/features/team/api';
import { triggersQuery } from './api';
import { StageTriggersCard } from './stage-triggers-card';
import { TriggerRunsCard } from './trigger-runs-card';

export function TriggersPage({ jobId }: { jobId: string }) {
  const { data: job } = useQuery(jobQuery(jobId));
  const header = (
    <PageHeader
      title={job ? `Triggers for ${job.title}` : 'Triggers'}
      description="Automations that run when a candidate enters a stage."
      actions={
        <Button variant="outline" asChild>
          <Link to="/jobs/$jobId/configure" params={{ jobId }}>
            <ArrowLeft aria-hidden="true" /> Back to configure
          </Link>
        </Button>
      }
    />
  );
  return (
    <>
      {header}
      <FeatureGate
        feature="automation"
        fallback={
          <Card>
            <CardContent className="py-6 text-sm">Your plan does not include automation. Upgrade under Settings › Billing to use stage triggers.</CardContent>
          </Card>
        }
      >
        <TriggersBody jobId={jobId} />
      </FeatureGate>
    </>
  );
}

function TriggersBody({ jobId }: { jobId: string }) {
  const role = useRole();
  const canManage = can(role, 'automations:manage');
  const job = useQuery(jobQuery(jobId));
  const triggers = useQuery(triggersQuery(jobId));
  const templates = useQuery({ ...templatesQuery(), enabled: canManage });
  const members = useQuery(membersQuery);
  if (!job.data || !triggers.data) return <Skeleton className="h-96" />;

  const stages = job.data.stages.map((s) => ({ id: s.id, name: s.name }));
  const templateOptions = (templates.data?.data ?? []).map((t) => ({ id: t.id, name: t.name }));
  const memberOptions = (members.data ?? []).filter((m) => m.status === 'active').map((m) => ({ id: m.user_id, name: m.name || m.email }));
  return (
    <div className="grid gap-6">
      {!canManage && <p className="text-sm text-muted-foreground">Managers and admins can change triggers; you can see them and their runs.</p>}
      {stages.map((stage) => (
        <StageTriggersCard
          key={stage.id}
          jobId={jobId}
          stage={stage}
          stages={stages}
          triggers={triggers.data.filter((t) => t.stage_id === stage.id)}
          templates={templateOptions}
          members={memberOptions}
          canManage={canManage}
        />
      ))}
      <TriggerRunsCard jobId={jobId} />
    </div>
  );
}
