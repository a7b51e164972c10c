import { can } from '@hirebase/shared';
import { PageHeader } from '@/components/page-header';
import { useRole } from '@/features/org/use-current-org';
import { OutboxTable } from './outbox-table';
import { SignatureEditor } from './signature-editor';
import { TemplatesPanel } from './templates-panel';
import { HelpLink } from '@/features/help/help-link';

/** /settings/communications: templates, the member's signature and (managers, admins) the outbox. */
export function CommunicationsPage() {
  const role = useRole();
  return (
    <>
      <PageHeader title="Communications" description={
          <>
            Email templates, your signature and the organization&apos;s outbox. <HelpLink article="email-templates">Merge fields</HelpLink>
          </>
        } />
      <div className="grid gap-6">
        <TemplatesPanel />
        <SignatureEditor />
        {can(role, 'outbox:read') ? <OutboxTable /> : null}
      </div>
    </>
  );
}
