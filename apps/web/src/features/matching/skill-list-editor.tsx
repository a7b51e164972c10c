import type { SkillInfo, SkillRequirement } from '@hirebase/shared';
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';

const WEIGHTS = [1, 2, 3, 4, 5] as const;

/** One list of weighted skills (must-have or nice-to-have): rename, reweigh, remove, add. */
export function SkillListEditor({
  title,
  noun,
  value,
  onChange,
  info,
}: {
  title: string;
  noun: string;
  value: SkillRequirement[];
  onChange: (next: SkillRequirement[]) => void;
  info: Map<string, SkillInfo>;
}) {
  const [draft, setDraft] = useState('');
  const addId = useId();
  const set = (i: number, patch: Partial<SkillRequirement>) => onChange(value.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const add = () => {
    const name = draft.trim().slice(0, 60);
    if (!name || value.some((s) => s.name.toLowerCase() === name.toLowerCase())) return;
    onChange([...value, { name, weight: 3 }]);
    setDraft('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{title}</legend>
      {value.length === 0 ? <p className="text-sm text-muted-foreground">None yet.</p> : null}
      <ul className="grid gap-2">
        {value.map((skill, i) => {
          const known = info.get(skill.name);
          const also = [known?.aliases.length ? `also written ${known.aliases.slice(0, 4).join(', ')}` : null, known?.related.length ? `related: ${known.related.slice(0, 5).join(', ')}` : null]
            .filter(Boolean)
            .join(' · ');
          return (
            <li key={i} className="grid gap-1">
              <div className="flex items-center gap-2">
                <Input aria-label={`${noun} ${i + 1}`} value={skill.name} maxLength={60} onChange={(e) => set(i, { name: e.target.value })} className="min-w-0 flex-1" />
                <NativeSelect aria-label={`Weight of ${skill.name || `${noun} ${i + 1}`}`} value={skill.weight} onChange={(e) => set(i, { weight: Number(e.target.value) })} className="w-20">
                  {WEIGHTS.map((w) => (
                    <option key={w} value={w}>
                      {w}
                    </option>
                  ))}
                </NativeSelect>
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${skill.name || `${noun} ${i + 1}`}`} onClick={() => onChange(value.filter((_, j) => j !== i))}>
                  <X aria-hidden="true" />
                </Button>
              </div>
              {also ? <p className="text-xs text-muted-foreground">{also}</p> : null}
            </li>
          );
        })}
      </ul>
      <div className="flex items-center gap-2">
        <label htmlFor={addId} className="sr-only">
          Add a {noun.toLowerCase()}
        </label>
        <Input id={addId} value={draft} maxLength={60} placeholder={`Add a ${noun.toLowerCase()}…`} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKey} className="min-w-0 flex-1" />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim() || value.length >= 30}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </div>
    </fieldset>
  );
}
