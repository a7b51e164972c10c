import { cn } from '@/lib/utils';

/** A determinate progress bar that screen readers announce (role progressbar, aria-valuenow). */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const now = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={now}
      aria-valuetext={`${now}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${now}%` }} />
    </div>
  );
}
