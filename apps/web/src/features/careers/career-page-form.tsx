import type { CareerPage, CareerPageInput } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChipInput } from '@/components/ui/chip-input';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { templatesQuery } from '@/features/email/api';
import { isApiError } from '@/lib/api-client';
import { careersApi, careersKeys, useCareersMutation } from './api';
import { QuestionsEditor } from './questions-editor';

function inputOf(page: CareerPage): CareerPageInput {
  const { slug, logo_url, brand_color, about, benefits, links, privacy_notice, default_questions, confirmation_template_id } = page;
  return { slug, logo_url, brand_color, about, benefits, links, privacy_notice, default_questions, confirmation_template_id };
}

/** The server's message for a field (422 details or a 409 naming its field). */
function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const details = error.details as { path?: string; message?: string }[] | { field?: string } | undefined;
  if (Array.isArray(details)) return details.find((d) => d.path === field || d.path?.startsWith(`${field}.`))?.message;
  return details?.field === field ? error.message : undefined;
}

/** The career page's settings: address, branding, privacy notice, confirmation email and default questions. */
export function CareerPageForm({ page, canManage }: { page: CareerPage; canManage: boolean }) {
  const [draft, setDraft] = useState<CareerPageInput>(() => inputOf(page));
  const templates = useQuery(templatesQuery());
  const save = useCareersMutation(careersApi.savePage, 'Career page saved', [careersKeys.page]);
  const set = <K extends keyof CareerPageInput>(key: K, value: CareerPageInput[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const err = (field: string) => fieldError(save.error, field);
  const setLink = (i: number, patch: Partial<CareerPageInput['links'][number]>) => set('links', draft.links.map((l, k) => (k === i ? { ...l, ...patch } : l)));

  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ ...draft, logo_url: draft.logo_url?.trim() ? draft.logo_url.trim() : null });
      }}
    >
      <fieldset disabled={!canManage} className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Address</CardTitle>
            <CardDescription>
              Your careers page is at{' '}
              <a className="underline" href={page.site_url} target="_blank" rel="noopener noreferrer">
                {page.site_url}
              </a>
              {page.careers_host ? ` (careers host ${page.careers_host})` : ' (served by this app under /careers; set CAREERS_HOST to use a host of its own)'}.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormField label="Slug" error={err('slug')} hint={page.previous_slugs.length ? `Old addresses that redirect here: ${page.previous_slugs.join(', ')}` : 'Changing it keeps the old address working as a redirect.'}>
              {(p) => <Input {...p} value={draft.slug} maxLength={48} onChange={(e) => set('slug', e.target.value)} />}
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Branding</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 md:grid-cols-2">
            <FormField label="Logo address (https)" error={err('logo_url')}>
              {(p) => <Input {...p} type="url" value={draft.logo_url ?? ''} onChange={(e) => set('logo_url', e.target.value)} />}
            </FormField>
            <FormField label="Brand colour" error={err('brand_color')}>
              {(p) => (
                <div className="flex gap-2">
                  <input type="color" aria-label="Pick the brand colour" value={draft.brand_color} onChange={(e) => set('brand_color', e.target.value)} className="h-9 w-12 rounded border" />
                  <Input {...p} value={draft.brand_color} maxLength={7} onChange={(e) => set('brand_color', e.target.value)} />
                </div>
              )}
            </FormField>
            <FormField label="About the organization" className="md:col-span-2" error={err('about')}>
              {(p) => <Textarea {...p} rows={4} value={draft.about} maxLength={5000} onChange={(e) => set('about', e.target.value)} />}
            </FormField>
            <FormField label="Benefits" className="md:col-span-2" error={err('benefits')}>
              {(p) => <ChipInput id={p.id} value={draft.benefits} maxItems={30} maxLength={200} itemLabel="benefit" placeholder="Type a benefit and press Enter" onChange={(v) => set('benefits', v)} />}
            </FormField>
            <div className="grid gap-2 md:col-span-2">
              <span className="text-sm font-medium">Links</span>
              {draft.links.map((l, i) => (
                <div key={i} className="flex gap-2">
                  <Input aria-label={`Link ${i + 1} label`} placeholder="Label" value={l.label} maxLength={60} onChange={(e) => setLink(i, { label: e.target.value })} />
                  <Input aria-label={`Link ${i + 1} address`} placeholder="https://" type="url" value={l.url} onChange={(e) => setLink(i, { url: e.target.value })} />
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove link ${i + 1}`} onClick={() => set('links', draft.links.filter((_, k) => k !== i))}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              ))}
              {err('links') ? <p className="text-sm text-destructive">{err('links')}</p> : null}
              <div>
                <Button type="button" variant="outline" disabled={draft.links.length >= 10} onClick={() => set('links', [...draft.links, { label: '', url: '' }])}>
                  <Plus aria-hidden="true" /> Add link
                </Button>
              </div>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Applying</CardTitle>
            <CardDescription>What applicants agree to, and the email they receive.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormField label="Privacy notice" error={err('privacy_notice')}>
              {(p) => <Textarea {...p} rows={4} value={draft.privacy_notice} maxLength={5000} onChange={(e) => set('privacy_notice', e.target.value)} />}
            </FormField>
            <FormField
              label="Confirmation email"
              error={err('confirmation_template_id')}
              hint={
                <>
                  Templates are edited under <Link to="/settings/communications" className="underline">Communications</Link>. The data-deletion link is added at the end.
                </>
              }
            >
              {(p) => (
                <NativeSelect {...p} value={draft.confirmation_template_id ?? ''} onChange={(e) => set('confirmation_template_id', e.target.value || null)}>
                  <option value="">Built-in confirmation</option>
                  {(templates.data?.data ?? []).map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Default questions</CardTitle>
            <CardDescription>A job starts with these when it is first published; each job can change its own.</CardDescription>
          </CardHeader>
          <CardContent>
            <QuestionsEditor value={draft.default_questions} onChange={(v) => set('default_questions', v)} disabled={!canManage} />
          </CardContent>
        </Card>
      </fieldset>
      {save.error && !['slug', 'logo_url', 'brand_color', 'links', 'privacy_notice'].some((f) => err(f)) ? <FormMessage>{save.error.message}</FormMessage> : null}
      {canManage ? (
        <div>
          <Button type="submit" disabled={save.isPending}>
            Save career page
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Managers and admins change the career page.</p>
      )}
    </form>
  );
}
