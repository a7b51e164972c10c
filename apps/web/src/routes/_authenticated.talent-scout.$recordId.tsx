import { createFileRoute } from '@tanstack/react-router';
import { FeatureGate } from '@/features/org/feature-gate';
import { RecordDetail } from '@/features/talent-scout/record-detail';

export const Route = createFileRoute('/_authenticated/talent-scout/$recordId')({
  component: function RecordRoute() {
    const { recordId } = Route.useParams();
    return (
      <FeatureGate feature="talent_scout" fallback={<p className="text-sm text-muted-foreground">Your plan does not include talent scout.</p>}>
        <RecordDetail id={recordId} />
      </FeatureGate>
    );
  },
});
