import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { FeatureGate } from '@/features/org/feature-gate';
import { validateRecordSearch } from '@/features/talent-scout/record-search';
import { TalentScoutPage } from '@/features/talent-scout/talent-scout-page';

export const Route = createFileRoute('/_authenticated/talent-scout/')({
  validateSearch: validateRecordSearch,
  component: function TalentScoutRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        <PageHeader title="Talent scout" description="Your sourcing partners and the candidates they submitted." />
        <FeatureGate feature="talent_scout" fallback={<p className="text-sm text-muted-foreground">Your plan does not include talent scout. Upgrade in Settings → Billing to work with sourcing partners.</p>}>
          <TalentScoutPage search={search} onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })} />
        </FeatureGate>
      </>
    );
  },
});
