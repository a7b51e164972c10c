import { Link } from '@tanstack/react-router';
import { BarChart3, Briefcase, Building2, CalendarDays, CalendarClock, CircleHelp, ClipboardCheck, FileText, Handshake, Home, Puzzle, Send, Settings, Users } from 'lucide-react';
import { Brand } from '@/components/brand';
import { cn, focusRing } from '@/lib/utils';

const items = [
  { to: '/', label: 'Home', icon: Home, exact: true },
  { to: '/jobs', label: 'Jobs', icon: Briefcase, exact: false },
  { to: '/database', label: 'Candidates', icon: Users, exact: false },
  { to: '/resdb', label: 'Resume database', icon: FileText, exact: false },
  { to: '/clients', label: 'Clients', icon: Building2, exact: false },
  { to: '/submissions', label: 'Submissions', icon: Send, exact: false },
  { to: '/interviews', label: 'Interviews', icon: CalendarClock, exact: false },
  { to: '/calendar', label: 'Calendar', icon: CalendarDays, exact: false },
  { to: '/assessments', label: 'Assessments', icon: ClipboardCheck, exact: false },
  { to: '/talent-scout', label: 'Talent scout', icon: Handshake, exact: false },
  { to: '/reports', label: 'Reports', icon: BarChart3, exact: false },
  { to: '/apps', label: 'Apps', icon: Puzzle, exact: false },
  { to: '/settings', label: 'Settings', icon: Settings, exact: false },
  { to: '/help-center', label: 'Help center', icon: CircleHelp, exact: false },
] as const;

/** Only the areas that work today are listed. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-6 px-3 py-4">
      <div className="px-2">
        <Brand />
      </div>
      <nav aria-label="Main">
        <ul className="grid gap-1">
          {items.map(({ to, label, icon: Icon, exact }) => (
            <li key={to}>
              <Link
                to={to}
                onClick={onNavigate}
                activeOptions={{ exact }}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                  'data-[status=active]:bg-accent data-[status=active]:text-foreground',
                  focusRing,
                )}
                activeProps={{ 'aria-current': 'page' }}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
