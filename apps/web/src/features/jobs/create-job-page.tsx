import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/use-auth';
import { pipelinesQuery } from '@/features/pipelines/api';
import { jobsApi, useJobMutation } from './api';
import { JobForm } from './job-form';
import { JobTagsField } from './job-tags-field';

export function CreateJobPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const pipelines = useQuery(pipelinesQuery());
  const create = useJobMutation(jobsApi.create, 'Job created');
  const defaultPipeline = pipelines.data?.find((p) => p.is_default) ?? pipelines.data?.[0];

  return (
    <>
      <PageHeader title="New job" description="Describe the role, then add candidates to its pipeline." />
      {pipelines.isLoading ? (
        <Skeleton className="h-96" />
      ) : (
        <JobForm
          submitLabel="Create job"
          defaults={{ pipelineId: defaultPipeline?.id, owner: user }}
          pending={create.isPending}
          error={create.error}
          extra={(form) => <JobTagsField form={form} />}
          onSubmit={(values) =>
            create.mutate(values, { onSuccess: (job) => void navigate({ to: '/jobs/$jobId', params: { jobId: job.id } }) })
          }
        />
      )}
    </>
  );
}
