import { createFileRoute } from '@tanstack/react-router';
import { requireOrgMember } from '@/features/auth/guards';
import { OAuthCallbackPage, validateOAuthSearch } from '@/features/integrations/oauth-callback-page';

/** The provider sends the user back here after they allowed (or refused) access. */
export const Route = createFileRoute('/callback/microsoft-oauth')({
  validateSearch: validateOAuthSearch,
  beforeLoad: async ({ location }) => {
    await requireOrgMember(location);
  },
  component: function Callback() {
    return <OAuthCallbackPage search={Route.useSearch()} />;
  },
});
