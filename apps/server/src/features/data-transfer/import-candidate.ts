/**
 * Saves one imported person inside the row's transaction, through the candidates feature (its
 * identities, activity log and tags): whom the candidates feature's dedupe policy finds (the same
 * email, or the same phone and name without a conflicting email) is skipped or updated per the
 * import's choice; anyone else is created, with possible duplicates recorded for a recruiter.
 */
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { createCandidate, editCandidate, getCandidate, normalizePhone, type CandidateFields } from '../candidates/candidates.service';
import { arrivalOf, matchArrival } from '../candidates/dedupe.service';
import { importedValues } from '../custom-fields/custom-fields.service';
import { createTag, listOrgTags } from '../tags/tags.service';
import type { RowCandidate } from './import-row';

export type RowResult = { ok: true; result: 'created' | 'updated' | 'skipped'; candidateId: string } | { ok: false; error: string };

type Input = { orgId: string; actorId: string | null; candidate: RowCandidate; dedupe: 'skip' | 'update'; tagId: string | null; events: Pick<AppContext, 'queue'> };

const TAG_COLORS = { color_fg: '#1e3a8a', color_bg: '#dbeafe' };

/** Tag names → ids of the organization's candidate tags, creating the new ones. */
export async function tagIds(tx: Db, actor: { orgId: string; actorId: string }, names: string[], extra: string | null): Promise<string[]> {
  const ids = extra ? [extra] : [];
  if (names.length === 0) return ids;
  const existing = new Map((await listOrgTags(tx, { orgId: actor.orgId, feature: 'candidates' })).map((t) => [t.name.toLowerCase(), t.id]));
  for (const name of names) {
    ids.push(existing.get(name.toLowerCase()) ?? (await createTag(tx, actor, { name, feature: 'candidates', ...TAG_COLORS })).id);
  }
  return [...new Set(ids)];
}

export async function importRow(tx: Db, input: Input): Promise<RowResult> {
  const { orgId, candidate: c } = input;
  // The candidates feature records who made each change; a departed importer leaves nobody to name.
  if (!input.actorId) return { ok: false, error: 'The person who started this import is no longer a member' };
  const actor = { orgId, actorId: input.actorId, role: 'recruiter' as const };
  try {
    const arrival = arrivalOf({ name: `${c.first_name} ${c.last_name}`, emails: [c.email, ...c.emails], phones: [c.phone, ...c.phones] });
    const existingId = (await matchArrival(tx, { orgId, arrival })).merge?.candidateId ?? null;
    if (existingId && input.dedupe === 'skip') return { ok: true, result: 'skipped', candidateId: existingId };
    const tags = await tagIds(tx, actor, c.tags, input.tagId);
    // A cell that does not fit its field's type fails the row like an API body would (422 → its message).
    const custom = await importedValues(tx, { orgId, texts: c.custom_fields });
    if (existingId) {
      await update(tx, actor, existingId, c, tags, custom);
      return { ok: true, result: 'updated', candidateId: existingId };
    }
    const { tags: _names, custom_fields: _cells, ...fields } = c;
    const created = await createCandidate(tx, actor, { ...fields, owner_id: null, tag_ids: tags, custom_fields: custom }, input.events);
    return { ok: true, result: 'created', candidateId: created.id };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, error: err.message };
    throw err;
  }
}

/** The row's values win where it has them; lists (emails, phones, skills, links, tags) are combined. */
async function update(tx: Db, actor: { orgId: string; actorId: string; role: 'recruiter' }, id: string, c: RowCandidate, tags: string[], custom: Record<string, unknown>) {
  const current = await getCandidate(tx, { orgId: actor.orgId, id });
  const union = <T>(a: T[], b: T[]) => [...new Set([...a, ...b])];
  const incomingEmails = [c.email, ...c.emails].filter((e): e is string => !!e);
  const incomingPhones = [c.phone, ...c.phones].filter((p): p is string => !!p);
  const email = current.email ?? incomingEmails[0] ?? null;
  const phone = current.phone ?? incomingPhones[0] ?? null;
  const patch: Partial<CandidateFields> & { tag_ids: string[]; custom_fields: Record<string, unknown> } = {
    first_name: c.first_name,
    last_name: c.last_name || current.last_name,
    email,
    phone,
    emails: union(current.emails, incomingEmails).filter((e) => e !== email).slice(0, 10),
    phones: union(current.phones, incomingPhones).filter((p) => normalizePhone(p) !== (phone ? normalizePhone(phone) : '')).slice(0, 10),
    skills: union(current.skills, c.skills).slice(0, 100),
    links: [...current.links, ...c.links.filter((l) => !current.links.some((k) => k.url === l.url))],
    tag_ids: union(current.tags.map((t) => t.id), tags),
    custom_fields: custom,
  };
  if (c.location) patch.location = c.location;
  if (c.current_title) patch.current_title = c.current_title;
  if (c.current_company) patch.current_company = c.current_company;
  if (c.years_experience != null) patch.years_experience = c.years_experience;
  await editCandidate(tx, actor, id, patch);
}
