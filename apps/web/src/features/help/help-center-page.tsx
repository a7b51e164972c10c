import { HELP_CATEGORIES, type HelpArticleHit } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, LifeBuoy, Search, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn, focusRing } from '@/lib/utils';
import { helpArticleQuery, helpSearchQuery, useHelpfulAnswer } from './api';
import { ArticleBody } from './article-body';
import type { HelpCenterSearch } from './help-search';

/** /help-center: search and browse the articles, or read one (`?article=slug`). */
export function HelpCenterPage({ search }: { search: HelpCenterSearch }) {
  if (search.article) return <ArticleView slug={search.article} backTo={search.q} />;
  return <Browse q={search.q ?? ''} />;
}

function Browse({ q }: { q: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  // The address follows the box after a short pause, so a result list can be shared and Back works.
  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(
      () => void navigate({ to: '/help-center', search: { q: next || undefined }, replace: true }),
      250,
    );
    return () => clearTimeout(timer);
  }, [text, q, navigate]);
  const results = useQuery(helpSearchQuery(q));

  return (
    <>
      <PageHeader
        title="Help center"
        description="Guides to every part of Hirebase. Search, or browse by topic."
        actions={
          <Button variant="outline" asChild>
            <Link to="/support">
              <LifeBuoy aria-hidden="true" /> Contact support
            </Link>
          </Button>
        }
      />
      <form
        role="search"
        className="relative mb-6 max-w-xl"
        onSubmit={(e) => {
          e.preventDefault();
          void navigate({ to: '/help-center', search: { q: text.trim() || undefined } });
        }}
      >
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search the help center"
          placeholder="Search articles, e.g. merge fields"
          className="pl-9"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={200}
        />
      </form>
      {results.isLoading ? (
        <div className="grid gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : results.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The articles could not be loaded. {results.error.message}
        </p>
      ) : q ? (
        <Results q={q} hits={results.data ?? []} />
      ) : (
        <Topics articles={results.data ?? []} />
      )}
    </>
  );
}

function ArticleLink({ hit, q }: { hit: HelpArticleHit; q?: string | undefined }) {
  return (
    <Link
      to="/help-center"
      search={{ article: hit.slug, q }}
      className={cn('block rounded-md p-3 hover:bg-accent', focusRing)}
    >
      <span className="block font-medium text-primary">{hit.title}</span>
      <span className="block text-sm text-muted-foreground">{hit.snippet ?? hit.summary}</span>
    </Link>
  );
}

function Results({ q, hits }: { q: string; hits: HelpArticleHit[] }) {
  if (hits.length === 0) {
    return (
      <Card>
        <CardContent className="grid gap-2 pt-6 text-sm">
          <p className="font-medium">No article matches “{q}”.</p>
          <p className="text-muted-foreground">
            Try fewer or different words, or{' '}
            <Link to="/support" className={cn('font-medium text-primary underline underline-offset-4', focusRing)}>
              ask support
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <section aria-label="Search results">
      <p className="mb-2 text-sm text-muted-foreground" role="status">
        {hits.length === 1 ? '1 article' : `${hits.length} articles`} for “{q}”
      </p>
      <ul className="grid gap-1">
        {hits.map((hit) => (
          <li key={hit.slug}>
            <ArticleLink hit={hit} q={q} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Topics({ articles }: { articles: HelpArticleHit[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {HELP_CATEGORIES.map((category) => {
        const inTopic = articles.filter((a) => a.category === category);
        if (inTopic.length === 0) return null;
        return (
          <Card key={category}>
            <CardContent className="pt-6">
              <h2 className="mb-2 px-3 font-semibold">{category}</h2>
              <ul className="grid gap-0.5">
                {inTopic.map((a) => (
                  <li key={a.slug}>
                    <ArticleLink hit={{ ...a, snippet: null }} />
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}

function ArticleView({ slug, backTo }: { slug: string; backTo: string | undefined }) {
  const article = useQuery(helpArticleQuery(slug));
  const answer = useHelpfulAnswer(slug);
  const back = (
    <Link
      to="/help-center"
      search={{ q: backTo }}
      className={cn(
        'mb-4 inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground',
        focusRing,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {backTo ? 'Back to results' : 'Help center'}
    </Link>
  );
  if (article.isLoading) {
    return (
      <>
        {back}
        <Skeleton className="mb-4 h-8 w-2/3" />
        <Skeleton className="h-64" />
      </>
    );
  }
  if (article.isError || !article.data) {
    const missing = isApiError(article.error) && article.error.status === 404;
    return (
      <>
        {back}
        <h1 className="text-2xl font-semibold tracking-tight">
          {missing ? 'Article not found' : 'The article could not be loaded'}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {missing ? 'It may have been renamed. Search the help center for the topic instead.' : article.error?.message}
        </p>
      </>
    );
  }
  const a = article.data;
  return (
    <article className="max-w-3xl">
      {back}
      <p className="text-sm font-medium text-primary">{a.category}</p>
      <h1 className="text-2xl font-semibold tracking-tight">{a.title}</h1>
      <p className="mb-6 mt-1 text-muted-foreground">{a.summary}</p>
      <ArticleBody blocks={a.blocks} />
      <section aria-label="Was this helpful?" className="mt-10 flex flex-wrap items-center gap-3 border-t pt-6">
        <h2 className="text-sm font-medium">Was this article helpful?</h2>
        <Button
          size="sm"
          variant={a.helpful === true ? 'default' : 'outline'}
          aria-pressed={a.helpful === true}
          disabled={answer.isPending}
          onClick={() => answer.mutate(true)}
        >
          <ThumbsUp aria-hidden="true" /> Yes
        </Button>
        <Button
          size="sm"
          variant={a.helpful === false ? 'default' : 'outline'}
          aria-pressed={a.helpful === false}
          disabled={answer.isPending}
          onClick={() => answer.mutate(false)}
        >
          <ThumbsDown aria-hidden="true" /> No
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {a.helpful === true
            ? 'Thanks for letting us know.'
            : a.helpful === false
              ? 'Sorry it did not help. Tell support what you were looking for.'
              : ''}
        </p>
        {a.helpful === false ? (
          <Button size="sm" variant="link" asChild>
            <Link to="/support">Contact support</Link>
          </Button>
        ) : null}
      </section>
      {a.related.length > 0 ? (
        <section className="mt-8">
          <h2 className="mb-2 font-semibold">Related articles</h2>
          <ul className="grid gap-1">
            {a.related.map((r) => (
              <li key={r.slug}>
                <ArticleLink hit={{ ...r, snippet: null }} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
