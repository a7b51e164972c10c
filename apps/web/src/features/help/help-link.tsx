import { Link } from '@tanstack/react-router';
import { CircleHelp } from 'lucide-react';
import { cn, focusRing } from '@/lib/utils';

/** A screen's link to the help-center article about it. */
export function HelpLink({
  article,
  children = 'Help',
  className,
}: {
  article: string;
  children?: string;
  className?: string;
}) {
  return (
    <Link
      to="/help-center"
      search={{ article }}
      className={cn(
        'inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline',
        focusRing,
        className,
      )}
    >
      <CircleHelp className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
