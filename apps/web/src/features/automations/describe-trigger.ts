import type { Trigger } from '@hirebase/shared';
import { plural } from '@/lib/plural';

type Names = { templates: Map<string, string>; members: Map<string, string>; stages: Map<string, string>; assessments?: Map<string, string> };

/** One line saying what a trigger does, with the names of what it points at (or a clear gap). */
export function describeTrigger(t: Pick<Trigger, 'action' | 'config'>, names: Names): string {
  const c = t.config;
  switch (t.action) {
    case 'send_email':
      return `Send the email “${names.templates.get(String(c.template_id)) ?? 'deleted template'}”`;
    case 'notify': {
      const ids = Array.isArray(c.user_ids) ? (c.user_ids as string[]) : [];
      return `Notify ${ids.map((id) => names.members.get(id) ?? 'a former member').join(', ')}`;
    }
    case 'move_after_days': {
      const days = Number(c.days);
      return `Move to ${names.stages.get(String(c.to_stage_id)) ?? 'a removed stage'} after ${plural(days, 'day')} without activity`;
    }
    case 'send_assessment':
      return `Send the assessment “${names.assessments?.get(String(c.assessment_id)) ?? 'deleted assessment'}”`;
  }
}
