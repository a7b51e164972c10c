import { DIFFICULTIES, type AssessmentDraft, type Difficulty } from '@hirebase/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/select';
import { jobsListQuery } from '@/features/jobs/api';
import { FeatureGate } from '@/features/org/feature-gate';
import { assessmentsApi } from './api';

const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** "Generate for a job": proposes a draft from the job's title, skills and description; the recruiter edits it before saving. */
export function GenerateButton({ jobId, onDraft }: { jobId?: string; onDraft: (draft: AssessmentDraft) => void }) {
  const [open, setOpen] = useState(false);
  const [job, setJob] = useState(jobId ?? '');
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const jobs = useQuery({ ...jobsListQuery({ page_size: 100, sort: 'title' }), enabled: open && !jobId });
  const generate = useMutation({ mutationFn: assessmentsApi.generate });

  return (
    <FeatureGate feature="ai_assessment">
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Sparkles aria-hidden="true" /> Generate for a job
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Generate an assessment</DialogTitle>
            <DialogDescription>10–15 questions from the job's title, skills and description. You review and edit them before saving.</DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              generate.mutate(
                { job_id: job, difficulty },
                {
                  onSuccess: (draft) => {
                    setOpen(false);
                    onDraft(draft);
                  },
                },
              );
            }}
          >
            {jobId ? null : (
              <FormField label="Job">
                {(p) => (
                  <NativeSelect {...p} value={job} required onChange={(e) => setJob(e.target.value)}>
                    <option value="">Choose a job…</option>
                    {(jobs.data?.data ?? []).map((j) => (
                      <option key={j.id} value={j.id}>
                        {j.title}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            )}
            <FormField label="Difficulty">
              {(p) => (
                <NativeSelect {...p} value={difficulty} onChange={(e) => setDifficulty(e.target.value as Difficulty)}>
                  {DIFFICULTIES.map((d) => (
                    <option key={d} value={d}>
                      {DIFFICULTY_LABELS[d]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={!job || generate.isPending}>
                {generate.isPending ? 'Generating…' : 'Generate draft'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </FeatureGate>
  );
}
