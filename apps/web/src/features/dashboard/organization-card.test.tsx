// @vitest-environment jsdom
import type { OrgInfo } from '@hirebase/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrganizationCard } from './organization-card';

afterEach(cleanup);

describe('the home page organization card', () => {
  it('shows no careers page line while the careers site does not exist', () => {
    const info = { id: 'o1', name: 'Hirebase Demo', slug: 'hirebase-demo', member_count: 1, role: 'admin' } as unknown as OrgInfo;
    const { container } = render(<OrganizationCard info={info} />);
    expect(screen.getByText('Hirebase Demo')).toBeTruthy();
    expect(screen.getByText('1 member')).toBeTruthy();
    expect(container.textContent).not.toMatch(/careers|company\//i);
  });
});
