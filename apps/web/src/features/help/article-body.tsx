import type { HelpBlock, HelpInline } from '@hirebase/shared';
import { Link, useRouter } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing, cn } from '@/lib/utils';

const linkClass = cn('font-medium text-primary underline underline-offset-4', focusRing);

/** In-app links go through the router; `/help-center?article=x` opens that article. */
function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('https://')) {
    return (
      <a href={href} className={linkClass} target="_blank" rel="noreferrer noopener">
        {children}
      </a>
    );
  }
  const url = new URL(href, 'http://app.invalid');
  const article = url.searchParams.get('article');
  if (url.pathname === '/help-center' && article) {
    return (
      <Link to="/help-center" search={{ article }} className={linkClass}>
        {children}
      </Link>
    );
  }
  return <RouterAnchor href={url.pathname + url.search}>{children}</RouterAnchor>;
}

/** Any other in-app path: a real link (open in a new tab works) that navigates inside the app on a plain click. */
function RouterAnchor({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <a
      href={href}
      className={linkClass}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}

function Inlines({ items }: { items: HelpInline[] }) {
  return (
    <>
      {items.map((x, i) => {
        switch (x.type) {
          case 'strong':
            return <strong key={i}>{x.text}</strong>;
          case 'em':
            return <em key={i}>{x.text}</em>;
          case 'code':
            return (
              <code key={i} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
                {x.text}
              </code>
            );
          case 'link':
            return (
              <InlineLink key={i} href={x.href}>
                {x.text}
              </InlineLink>
            );
          default:
            return <span key={i}>{x.text}</span>;
        }
      })}
    </>
  );
}

/** An article's blocks as React elements: text only, never HTML. */
export function ArticleBody({ blocks }: { blocks: HelpBlock[] }) {
  return (
    <div className="grid gap-4 text-sm leading-6">
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'heading':
            return b.level === 2 ? (
              <h2 key={i} id={b.id} className="mt-4 text-lg font-semibold tracking-tight">
                {b.text}
              </h2>
            ) : (
              <h3 key={i} id={b.id} className="mt-2 font-semibold">
                {b.text}
              </h3>
            );
          case 'paragraph':
            return (
              <p key={i}>
                <Inlines items={b.content} />
              </p>
            );
          case 'list': {
            const Tag = b.ordered ? 'ol' : 'ul';
            return (
              <Tag key={i} className={cn('grid gap-1.5 pl-6', b.ordered ? 'list-decimal' : 'list-disc')}>
                {b.items.map((item, j) => (
                  <li key={j}>
                    <Inlines items={item} />
                  </li>
                ))}
              </Tag>
            );
          }
          case 'code':
            return (
              <pre key={i} className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs">
                {b.text}
              </pre>
            );
          case 'note':
            return (
              <div key={i} className="flex gap-2 rounded-md border border-primary/30 bg-primary/5 p-3">
                <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <p>
                  <Inlines items={b.content} />
                </p>
              </div>
            );
        }
      })}
    </div>
  );
}
