/**
 * The <option>s of a select whose choices come from another query (clients, team members).
 * The select's current value always has its own option, placed first and never moved, so the
 * field shows what it holds: while the list is still loading, and when the value is no longer
 * in the list (a member who left, a client past the first page). A select whose value has no
 * option shows its first option instead, and saving would then send something else.
 */
import type { Member } from '@hirebase/shared';

export type Choice = { id: string; name: string };

export function CurrentFirstOptions({ choices, current }: { choices: readonly Choice[] | undefined; current?: Choice | null | undefined }) {
  const rest = (choices ?? []).filter((c) => c.id !== current?.id);
  const all = current ? [current, ...rest] : rest;
  return all.map((c) => (
    <option key={c.id} value={c.id}>
      {c.name}
    </option>
  ));
}

/** Active members as choices, labelled by name (or email when they have none). */
export function activeMemberChoices(members: readonly Member[] | undefined): Choice[] {
  return (members ?? []).filter((m) => m.status === 'active').map((m) => ({ id: m.user_id, name: m.name || m.email }));
}
