import type { SearchHit } from '@hirebase/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SearchScreen } from '@/features/search/search-screen';
import { UploadResdbButton } from '@/features/uploads/upload-buttons';
import { toast } from '@/lib/toast-store';
import { cn, focusRing } from '@/lib/utils';
import { resumesListQuery } from './api';
import { searchPart, type ResdbParams } from './resdb-params';
import { ResumeFiles } from './resume-files';

/** Opens the newest resume of a search hit. */
function ViewResumeButton({ hit }: { hit: SearchHit }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const list = await queryClient.fetchQuery(resumesListQuery({ candidate_id: hit.id, page_size: 1, sort: '-created_at' }));
      const first = list.data[0];
      if (first) await navigate({ to: '/resdb/$id', params: { id: first.id } });
      else toast.error('This candidate has no stored resume');
    } catch {
      toast.error('The resume could not be opened');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void open()} aria-label={`View resume of ${hit.name}`}>
      <FileText aria-hidden="true" /> Resume
    </Button>
  );
}

const tabClass = (active: boolean) =>
  cn('rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground hover:bg-accent', active && 'bg-secondary text-foreground', focusRing);

/** /resdb: the candidate search restricted to people with a resume, and the list of stored files. */
export function ResdbPage({ params }: { params: ResdbParams }) {
  const navigate = useNavigate();
  const files = params.tab === 'files';
  return (
    <>
      <PageHeader title="Resume database" description="Search the uploaded resumes and check what was read from each file." actions={<UploadResdbButton />} />
      <nav aria-label="Resume database views" className="mb-4 flex gap-1">
        <Link to="/resdb" search={searchPart(params)} className={tabClass(!files)} aria-current={!files ? 'page' : undefined}>
          Search
        </Link>
        <Link to="/resdb" search={{ ...params, tab: 'files' }} className={tabClass(files)} aria-current={files ? 'page' : undefined}>
          Files
        </Link>
      </nav>
      <Card>
        <CardContent className="pt-6">
          {files ? (
            <ResumeFiles
              page={params.fpage ?? 1}
              status={params.fstatus}
              onChange={(patch) => void navigate({ to: '/resdb', search: { ...params, ...patch } })}
            />
          ) : (
            <SearchScreen
              search={searchPart(params)}
              hasResume
              onNavigate={(next) => void navigate({ to: '/resdb', search: next })}
              actions={(hit) => <ViewResumeButton hit={hit} />}
              emptyText="No resumes yet. Use “Upload resumes” to add some."
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}
