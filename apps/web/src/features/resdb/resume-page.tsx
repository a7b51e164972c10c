import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { candidateQuery } from '@/features/candidates/api';
import { AddToJobButton } from './add-to-job';
import { resumeQuery, type Resume } from './api';
import { ResumeForm } from './resume-form';
import { fromCandidate, fromParsed } from './resume-form-values';
import { ResumeViewer } from './resume-viewer';
import { ResumeStatusBadge } from './status-badge';

function FieldsCard({ resume }: { resume: Resume }) {
  const linked = resume.candidate;
  const candidate = useQuery({ ...candidateQuery(linked?.id ?? ''), enabled: !!linked });
  const initial = useMemo(
    () => (linked ? (candidate.data ? fromCandidate(candidate.data) : null) : fromParsed(resume.parsed)),
    [linked, candidate.data, resume.parsed],
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{linked ? 'Parsed fields' : 'Enter the candidate'}</CardTitle>
        <CardDescription>
          {linked
            ? 'What was read from the file, as saved on the candidate. Correct anything the parser got wrong.'
            : resume.status === 'no_text'
              ? 'No text could be read from this file (a scan or an image?). Enter the person by hand to create the candidate and link this resume.'
              : 'This file is not linked to a candidate yet. Enter the person to create the candidate and link this resume.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {linked && candidate.isError ? <FormMessage>The candidate could not be loaded.</FormMessage> : null}
        {initial ? <ResumeForm key={linked?.id ?? 'new'} resumeId={resume.id} initial={initial} promote={!linked} /> : <Skeleton className="h-72" />}
      </CardContent>
    </Card>
  );
}

/** /resdb/$id: the original file beside its parsed fields. */
export function ResumePage({ id }: { id: string }) {
  const resume = useQuery(resumeQuery(id));
  if (resume.isLoading) return <Skeleton className="h-96" />;
  if (resume.isError || !resume.data) return <p role="alert" className="text-sm text-destructive">The resume could not be loaded.</p>;
  const r = resume.data;
  return (
    <>
      <PageHeader
        title={r.candidate?.name ?? r.file_name}
        description={
          <span className="flex items-center gap-2">
            <ResumeStatusBadge status={r.status} />
            <span>{r.candidate ? r.file_name : 'Not linked to a candidate yet'}</span>
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="ghost">
              <Link to="/resdb">
                <ArrowLeft aria-hidden="true" /> Resume database
              </Link>
            </Button>
            {r.candidate ? (
              <>
                <AddToJobButton resumeId={r.id} candidateName={r.candidate.name} />
                <Button asChild variant="outline">
                  <Link to="/database/candidate/$id" params={{ id: r.candidate.id }}>
                    <UserRound aria-hidden="true" /> Open candidate
                  </Link>
                </Button>
              </>
            ) : (
              <AddToJobButton resumeId={r.id} candidateName="This person" disabled />
            )}
          </div>
        }
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardContent className="pt-6">
            <ResumeViewer resume={r} />
          </CardContent>
        </Card>
        <FieldsCard resume={r} />
      </div>
    </>
  );
}
