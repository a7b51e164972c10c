import type { Candidate } from '@hirebase/shared';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TagList } from '@/features/tags/tag-badge';
import { focusRing } from '@/lib/utils';

const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children ?? '—'}</dd>
    </div>
  );
}

export function CandidateDetails({ candidate: c }: { candidate: Candidate }) {
  const emails = [c.email, ...c.emails].filter((v): v is string => Boolean(v));
  const phones = [c.phone, ...c.phones].filter((v): v is string => Boolean(v));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <Row label="Email">
            {emails.length
              ? emails.map((e) => (
                  <a key={e} href={`mailto:${e}`} className={`block text-primary hover:underline ${focusRing}`}>
                    {e}
                  </a>
                ))
              : null}
          </Row>
          <Row label="Phone">
            {phones.length
              ? phones.map((p) => (
                  <a key={p} href={`tel:${p.replace(/[^\d+]/g, '')}`} className={`block text-primary hover:underline ${focusRing}`}>
                    {p}
                  </a>
                ))
              : null}
          </Row>
          <Row label="Location">{c.location}</Row>
          <Row label="Current role">{[c.current_title, c.current_company].filter(Boolean).join(' at ') || null}</Row>
          <Row label="Experience">{c.years_experience === null ? null : `${c.years_experience} years`}</Row>
          <Row label="Skills">
            {c.skills.length ? (
              <ul className="flex flex-wrap gap-1" aria-label="Skills">
                {c.skills.map((s) => (
                  <li key={s} className="rounded bg-muted px-1.5 py-0.5 text-xs">
                    {s}
                  </li>
                ))}
              </ul>
            ) : null}
          </Row>
          <Row label="Links">
            {c.links.length
              ? c.links.map((l) => {
                  const href = safeUrl(l.url);
                  return href ? (
                    <a key={l.url} href={href} target="_blank" rel="noopener noreferrer" className={`block truncate text-primary hover:underline ${focusRing}`}>
                      {l.kind !== 'other' ? `${l.kind}: ` : ''}
                      {l.url}
                    </a>
                  ) : (
                    <span key={l.url} className="block truncate">
                      {l.url}
                    </span>
                  );
                })
              : null}
          </Row>
          <Row label="Source">{c.source}</Row>
          <Row label="Owner">{c.owner?.name}</Row>
          <Row label="Tags">{c.tags.length ? <TagList tags={c.tags} /> : null}</Row>
        </dl>
      </CardContent>
    </Card>
  );
}
