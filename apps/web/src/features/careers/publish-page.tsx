import { APPLY_LINK_SOURCES, can, type JobPosting, type ScreeningQuestion } from '@hirebase/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Copy, Eye, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { jobQuery } from '@/features/jobs/api';
import { FeatureGate } from '@/features/org/feature-gate';
import { useRole } from '@/features/org/use-current-org';
import { toast } from '@/lib/toast-store';
import { careersApi, careersKeys, postingQuery, useCareersMutation } from './api';
import { QuestionsEditor } from './questions-editor';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Link copied');
  } catch {
    toast.error('The link could not be copied; select it and copy it by hand');
  }
}

function ApplyLinks({ url }: { url: string }) {
  const [source, setSource] = useState<string>('linkedin');
  const tracked = `${url}?source=${encodeURIComponent(source)}`;
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="public-link">Public link</Label>
        <div className="flex gap-2">
          <Input id="public-link" readOnly value={url} onFocus={(e) => e.target.select()} />
          <Button type="button" variant="outline" onClick={() => void copy(url)}>
            <Copy aria-hidden="true" /> Copy link
          </Button>
          <Button variant="outline" asChild>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" /> Open page
            </a>
          </Button>
        </div>
      </div>
      <div className="grid gap-1.5 md:grid-cols-[12rem_1fr] md:items-end md:gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor="link-source">Tracked link for</Label>
          <NativeSelect id="link-source" value={source} onChange={(e) => setSource(e.target.value)}>
            {APPLY_LINK_SOURCES.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex gap-2">
          <Input aria-label="Tracked apply link" readOnly value={tracked} onFocus={(e) => e.target.select()} />
          <Button type="button" variant="outline" onClick={() => void copy(tracked)}>
            <Copy aria-hidden="true" /> Copy
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">Applications through a tracked link carry its source; the board filters by it.</p>
    </div>
  );
}

/**
 * The job's page as the settings being edited would show it, published or not. The server renders
 * it; the frame is sandboxed (no scripts, no forms) and same-origin only so the page's stylesheet loads.
 */
function PreviewDialog({ html, onClose }: { html: string | null; onClose: () => void }) {
  return (
    <Dialog open={html !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Preview</DialogTitle>
          <DialogDescription>How the job's page looks on your careers site with these settings. Only you see it.</DialogDescription>
        </DialogHeader>
        {html !== null ? <iframe title="Preview of the job's page" sandbox="allow-same-origin" srcDoc={html} className="h-[70vh] w-full rounded-md border" /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PublishForm({ jobId, posting, canManage }: { jobId: string; posting: JobPosting; canManage: boolean }) {
  const [showSalary, setShowSalary] = useState(posting.show_salary);
  const [questions, setQuestions] = useState<ScreeningQuestion[]>(posting.questions);
  const keys = [careersKeys.posting(jobId), careersKeys.page];
  const published = posting.status === 'published';
  const publish = useCareersMutation(careersApi.publish, published ? 'Careers page updated' : 'Job published', keys);
  const unpublish = useCareersMutation(careersApi.unpublish, 'Job unpublished', keys);
  const preview = useMutation({ mutationFn: careersApi.preview });
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const incomplete = questions.some((q) => !q.label.trim() || ((q.kind === 'single_choice' || q.kind === 'multiple_choice') && q.options.length < 2));
  const error = publish.error ?? unpublish.error ?? preview.error;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            Careers site <Badge variant={published ? 'default' : 'secondary'}>{published ? 'Published' : 'Not published'}</Badge>
          </CardTitle>
          <CardDescription>
            {published ? 'The job is on your careers page and takes applications.' : 'Publish the job to list it on your careers page, in the sitemap and in the job feeds.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {posting.blocked_reason ? <FormMessage tone="info">{posting.blocked_reason}</FormMessage> : null}
          {posting.location_notice ? <FormMessage tone="info">{posting.location_notice}</FormMessage> : null}
          {posting.public_url && published ? <ApplyLinks url={posting.public_url} /> : null}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={showSalary} disabled={!canManage} onChange={(e) => setShowSalary(e.target.checked)} /> Show the salary range on the careers page
          </label>
          <p className="text-sm text-muted-foreground">{posting.applications === 1 ? '1 application' : `${posting.applications} applications`} from the careers site so far.</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Screening questions</CardTitle>
          <CardDescription>Asked on the apply form. A knock-out answer puts the application straight into the rejected stage.</CardDescription>
        </CardHeader>
        <CardContent>
          <QuestionsEditor value={questions} onChange={setQuestions} disabled={!canManage} />
        </CardContent>
      </Card>
      {error ? <FormMessage>{error.message}</FormMessage> : null}
      {canManage ? (
        <div className="flex flex-wrap gap-2">
          <Button disabled={publish.isPending || incomplete} onClick={() => publish.mutate({ jobId, input: { show_salary: showSalary, questions } })}>
            {published ? 'Save changes' : 'Publish job'}
          </Button>
          {published ? (
            <Button variant="outline" disabled={unpublish.isPending} onClick={() => unpublish.mutate(jobId)}>
              Unpublish
            </Button>
          ) : null}
          <Button
            variant="outline"
            disabled={preview.isPending || incomplete}
            onClick={() => preview.mutate({ jobId, input: { show_salary: showSalary, questions } }, { onSuccess: (page) => setPreviewHtml(page.html) })}
          >
            <Eye aria-hidden="true" /> Preview
          </Button>
          {incomplete ? <p className="self-center text-sm text-muted-foreground">Every question needs its text, and choice questions two choices.</p> : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Managers and admins publish jobs and edit their questions.</p>
      )}
      <PreviewDialog html={previewHtml} onClose={() => setPreviewHtml(null)} />
    </div>
  );
}

/** /jobs/{jobId}/configure/publish: publish or unpublish on the careers site, salary, questions, links. */
export function PublishPage({ jobId }: { jobId: string }) {
  const role = useRole();
  const { data: job } = useQuery(jobQuery(jobId));
  const { data: posting } = useQuery(postingQuery(jobId));
  return (
    <>
      <PageHeader
        title={job ? `Publish ${job.title}` : 'Publish'}
        description="Put the job on your careers site and choose what applicants are asked."
        actions={
          <Button variant="outline" asChild>
            <Link to="/jobs/$jobId/configure" params={{ jobId }}>
              <ArrowLeft aria-hidden="true" /> Back to configure
            </Link>
          </Button>
        }
      />
      <FeatureGate feature="career_pages" fallback={<p className="text-sm">Your plan does not include the careers site. Upgrade under Settings › Billing.</p>}>
        {posting ? <PublishForm key={`${posting.status}:${posting.published_at}`} jobId={jobId} posting={posting} canManage={can(role, 'career_pages:manage')} /> : <Skeleton className="h-96" />}
      </FeatureGate>
    </>
  );
}
