import { describe, expect, it } from 'vitest';
import { can, isRole, PERMISSIONS, roleAtLeast } from './permissions';

describe('permission matrix', () => {
  it('orders roles recruiter < manager < admin', () => {
    expect(roleAtLeast('admin', 'manager')).toBe(true);
    expect(roleAtLeast('recruiter', 'manager')).toBe(false);
  });

  it('gives admins everything and recruiters only recruiter permissions', () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(can('admin', permission)).toBe(true);
      expect(can('recruiter', permission)).toBe(PERMISSIONS[permission] === 'recruiter');
    }
    expect(can('manager', 'pipelines:manage')).toBe(true);
    expect(can('manager', 'team:manage')).toBe(false);
    expect(can(null, 'org:read')).toBe(false);
  });

  it('recognises only the three roles', () => {
    expect(isRole('admin')).toBe(true);
    expect(isRole('owner')).toBe(false);
  });
});
