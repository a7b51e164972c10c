import { useQuery } from '@tanstack/react-query';
import { CustomFieldsCard } from '@/features/custom-fields/custom-fields-card';
import { applicationQuery } from './application-api';

/** The custom fields of the application in context (the candidate in one job's pipeline). */
export function ApplicationFields({ applicationId }: { applicationId: string }) {
  const application = useQuery(applicationQuery(applicationId));
  if (!application.data) return null;
  return <CustomFieldsCard entity="application" title="Application fields" recordId={applicationId} values={application.data.custom_fields} recordKey={applicationQuery(applicationId).queryKey} />;
}
