import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export function AuthCard({ title, description, children, footer }: { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <Card className="w-full max-w-md">
      <div className="grid gap-1.5 p-6 pb-2 sm:p-8 sm:pb-2">
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
      </div>
      <div className="grid gap-4 p-6 pt-4 sm:p-8 sm:pt-4">{children}</div>
      {footer ? <div className="border-t px-6 py-4 text-center text-sm text-muted-foreground sm:px-8">{footer}</div> : null}
    </Card>
  );
}
