import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Circle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/auth-card';
import { clearPendingInvitation } from '@/features/auth/pending-invitation';

export const Route = createFileRoute('/onboarding/complete')({ component: CompleteStep });

const CHECKLIST = [
  'Invite your team from Settings → Manage team',
  'Review your plan and its features in Settings',
  'Switch between organizations any time from the header',
];

function CompleteStep() {
  const navigate = useNavigate();
  return (
    <AuthCard title="You're all set" description="A few things to do next:">
      <ul className="grid gap-2 text-sm">
        {CHECKLIST.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Circle className="mt-1 size-3 shrink-0 text-primary" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      <Button
        onClick={() => {
          clearPendingInvitation();
          void navigate({ to: '/' });
        }}
      >
        Go to dashboard
      </Button>
    </AuthCard>
  );
}
