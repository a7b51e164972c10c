import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download, Globe, Zap } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { jobQuery, jobsApi, useJobMutation } from './api';
import { JobDangerZone } from './job-danger-zone';
import { JobForm } from './job-form';
import { JobStagesCard } from './job-stages-card';
import { JobTagsField } from './job-tags-field';
import { ScorecardCriteriaCard } from '@/features/interviews/scorecard-criteria-card';
import { BackToPipeline } from './back-to-pipeline';

export function ConfigureJobPage({ jobId }: { jobId: string }) {
  const { data: job, isLoading } = useQuery(jobQuery(jobId));
  const update = useJobMutation(jobsApi.update, 'Job saved');
  if (isLoading || !job) return <Skeleton className="h-96" />;

  return (
    <>
      <PageHeader
        title={`Configure ${job.title}`}
        description="Edit the job's details and its own pipeline stages."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/jobs/$jobId/configure/publish" params={{ jobId }}>
                <Globe aria-hidden="true" /> Publish
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/jobs/$jobId/configure/triggers" params={{ jobId }}>
                <Zap aria-hidden="true" /> Triggers
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/jobs/$jobId/configure/export" params={{ jobId }}>
                <Download aria-hidden="true" /> Export
              </Link>
            </Button>
            <BackToPipeline jobId={jobId} />
          </>
        }
      />
      <div className="grid gap-6">
        <JobForm
          key={job.updated_at}
          job={job}
          submitLabel="Save job"
          pending={update.isPending}
          error={update.error}
          extra={(form) => <JobTagsField form={form} tags={job.tags} />}
          onSubmit={({ pipeline_id: _ignored, ...values }) => update.mutate({ id: job.id, patch: values })}
        />
        <JobStagesCard key={job.stages.map((s) => `${s.id}:${s.name}:${s.kind}`).join('|')} job={job} />
        <ScorecardCriteriaCard jobId={job.id} />
        <JobDangerZone job={job} />
      </div>
    </>
  );
}
