import { createFileRoute } from '@tanstack/react-router';
import { CommunicationsPage } from '@/features/email/communications-page';

export const Route = createFileRoute('/_authenticated/settings/communications')({ component: CommunicationsPage });
