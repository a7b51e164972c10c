import type { AssessmentDraft } from '@hirebase/shared';
import { FormMessage } from '@/components/ui/form';

/** Says where a generated draft came from, so the recruiter knows what to check before saving. */
export function DraftNote({ draft }: { draft: AssessmentDraft }) {
  const from = draft.source === 'model' ? 'written by the configured model' : `drawn from the built-in question bank (${draft.skills.join(', ')})`;
  return (
    <div className="mb-4">
      <FormMessage tone="info">
        A draft of {draft.questions.length} questions {from}. Review and edit it, then save: nothing is stored until you do.
      </FormMessage>
    </div>
  );
}
