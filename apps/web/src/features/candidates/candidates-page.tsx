import { Link, useNavigate } from '@tanstack/react-router';
import { FileUp, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SearchScreen } from '@/features/search/search-screen';
import type { SearchParams } from '@/features/search/search-params';
import { CandidateFormDialog } from './candidate-form-dialog';
import { HelpLink } from '@/features/help/help-link';

/** /database: the candidate search (full text with boolean syntax, filters, facets, saved searches). */
export function CandidatesPage({ search }: { search: SearchParams }) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Candidates"
        description={
          <>
            Search everyone in your candidate database. <HelpLink article="search-syntax">Search syntax</HelpLink>
          </>
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/database/sync">
                <FileUp aria-hidden="true" /> Import
              </Link>
            </Button>
            <Button onClick={() => setCreating(true)}>
              <UserPlus aria-hidden="true" /> New candidate
            </Button>
          </>
        }
      />
      <CandidateFormDialog open={creating} onOpenChange={setCreating} onCreated={(c) => void navigate({ to: '/database/candidate/$id', params: { id: c.id } })} />
      <Card>
        <CardContent className="pt-6">
          <SearchScreen
            search={search}
            onNavigate={(next) => void navigate({ to: '/database', search: next })}
            emptyText="No candidates yet. Add the first one with “New candidate”."
          />
        </CardContent>
      </Card>
    </>
  );
}
