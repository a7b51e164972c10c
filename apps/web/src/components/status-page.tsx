import type { ReactNode } from 'react';
import { BrandMark } from './brand';
import { PageMain } from './page-main';

/** Centered message page used by 401/403/404/500/503, not-found and errors. */
export function StatusPage({
  code,
  eyebrow,
  title,
  description,
  children,
  extra,
}: {
  code?: string;
  eyebrow?: string;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <PageMain className="flex min-h-[70vh] w-full items-center justify-center px-4 py-16">
      <div className="mx-auto flex max-w-lg flex-col items-center text-center">
        <BrandMark className="mb-6 size-9" />
        {code ? (
          <p className="text-6xl font-bold tracking-tight text-primary" aria-hidden={eyebrow ? undefined : true}>
            {code}
          </p>
        ) : null}
        {eyebrow ? <p className="mt-2 text-sm font-medium uppercase tracking-wide text-muted-foreground">{eyebrow}</p> : null}
        <h1 className="mt-3 text-2xl font-semibold tracking-tight">{title}</h1>
        <div className="mt-3 text-muted-foreground">{description}</div>
        {children ? <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div> : null}
        {extra ? <div className="mt-6 w-full text-left">{extra}</div> : null}
      </div>
    </PageMain>
  );
}
