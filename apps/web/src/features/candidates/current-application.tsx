import type { Candidate } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { ApplicationAnswers } from '@/features/careers/application-answers';
import { jobStagesQuery, rejectionReasonsQuery, useUpdateApplication } from './application-api';
import { StatusNote } from './status-note';

type Application = Candidate['applications'][number];

/** The application of the job in context: stage select, Reject with a reason, Reopen. */
export function CurrentApplication({ candidate, application }: { candidate: Candidate; application: Application }) {
  const job = useQuery(jobStagesQuery(application.job.id));
  const reasons = useQuery(rejectionReasonsQuery);
  const update = useUpdateApplication(candidate.id);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const stages = job.data?.stages ?? [application.stage];
  const active = application.status === 'active';

  return (
    <div className="grid gap-3 rounded-md border border-primary/30 bg-primary/5 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{application.job.title}</p>
        <StatusNote status={application.status} stageName={application.stage.name} />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Stage" className="min-w-48">
          {(p) => (
            <NativeSelect
              {...p}
              value={application.stage.id}
              disabled={!active || update.isPending}
              onChange={(e) => {
                const stage = stages.find((s) => s.id === e.target.value);
                update.mutate({ id: application.id, jobId: application.job.id, patch: { stage_id: e.target.value }, message: `Moved to ${stage?.name ?? 'the stage'}` });
              }}
            >
              {[...stages]
                .sort((a, b) => ('position' in a && 'position' in b ? Number(a.position) - Number(b.position) : 0))
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
            </NativeSelect>
          )}
        </FormField>
        {active ? (
          <Button variant="outline" onClick={() => setRejecting((r) => !r)} aria-expanded={rejecting}>
            Reject
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: application.id, jobId: application.job.id, patch: { status: 'active', rejection_reason: null }, message: 'Application reopened' })}
          >
            Reopen
          </Button>
        )}
      </div>
      {rejecting && active ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason) return;
            update.mutate(
              { id: application.id, jobId: application.job.id, patch: { status: 'rejected', rejection_reason: reason }, message: 'Candidate rejected' },
              { onSuccess: () => setRejecting(false) },
            );
          }}
        >
          <FormField label="Rejection reason" className="min-w-56">
            {(p) => (
              <NativeSelect {...p} value={reason} onChange={(e) => setReason(e.target.value)} required>
                <option value="">Choose a reason…</option>
                {(reasons.data ?? []).map((r) => (
                  <option key={r.id} value={r.label}>
                    {r.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Button type="submit" variant="destructive" disabled={!reason || update.isPending}>
            Confirm rejection
          </Button>
        </form>
      ) : null}
      <ApplicationAnswers applicationId={application.id} />
    </div>
  );
}
