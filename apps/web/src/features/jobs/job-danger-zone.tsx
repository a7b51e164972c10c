import { can, type Job } from '@hirebase/shared';
import { useNavigate } from '@tanstack/react-router';
import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import { useConfirm } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useRole } from '@/features/org/use-current-org';
import { jobsApi, useJobMutation } from './api';

/** Archive, restore and delete: managers and admins only (the server refuses the rest). */
export function JobDangerZone({ job }: { job: Job }) {
  const role = useRole();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const archive = useJobMutation(jobsApi.archive, 'Job archived');
  const restore = useJobMutation(jobsApi.restore, 'Job restored');
  const remove = useJobMutation(jobsApi.remove, 'Job deleted');
  if (!can(role, 'jobs:delete')) return null;

  async function onDelete() {
    const ok = await confirm({
      title: `Delete ${job.title}?`,
      description: 'The job and its pipeline are deleted. Candidates stay in your database. This cannot be undone.',
      confirmText: 'Delete job',
      destructive: true,
    });
    if (ok) remove.mutate(job.id, { onSuccess: () => void navigate({ to: '/jobs' }) });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Archive or delete</CardTitle>
        <CardDescription>Archived jobs leave the job list and the dashboard but keep their history.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {job.archived_at ? (
          <Button variant="outline" disabled={restore.isPending} onClick={() => restore.mutate(job.id)}>
            <ArchiveRestore aria-hidden="true" /> Restore job
          </Button>
        ) : (
          <Button variant="outline" disabled={archive.isPending} onClick={() => archive.mutate(job.id)}>
            <Archive aria-hidden="true" /> Archive job
          </Button>
        )}
        <Button variant="destructive" disabled={remove.isPending} onClick={() => void onDelete()}>
          <Trash2 aria-hidden="true" /> Delete job
        </Button>
      </CardContent>
    </Card>
  );
}
