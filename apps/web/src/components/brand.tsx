import { Link } from '@tanstack/react-router';
import { cn, focusRing } from '@/lib/utils';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 8h3.5v6.2h7V8H23v16h-3.5v-6.6h-7V24H9z" className="fill-primary-foreground" />
    </svg>
  );
}

export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className={cn('inline-flex items-center gap-2 rounded-md text-base font-semibold', focusRing)}>
      <BrandMark />
      <span>Hirebase</span>
    </Link>
  );
}
