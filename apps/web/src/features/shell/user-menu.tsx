import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { Building2, CircleHelp, KeyRound, LifeBuoy, LogOut } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuth } from '@/features/auth/use-auth';

export function UserMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const here = useRouterState({ select: (s) => s.location.href });
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.name : '';

  async function onSignOut() {
    await signOut();
    await navigate({ to: '/sign-in' });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label="User menu">
          <Avatar>
            {user?.image ? <AvatarImage src={user.image} alt="" /> : null}
            <AvatarFallback>{initials(name)}</AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user?.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/organizations">
            <Building2 aria-hidden="true" /> Organizations
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/oneauth/connect">
            <KeyRound aria-hidden="true" /> Sign in elsewhere
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/help-center">
            <CircleHelp aria-hidden="true" /> Help center
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/support" search={{ from: here.startsWith('/support') ? undefined : here }}>
            <LifeBuoy aria-hidden="true" /> Contact support
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void onSignOut()}>
          <LogOut aria-hidden="true" /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
