// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OperationItemsTable } from './operation-items-table';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, params, ...rest }: { children: ReactNode; params: { id: string }; 'aria-label'?: string }) => (
    <a href={`/database/candidate/${params.id}`} aria-label={rest['aria-label']}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

describe('OperationItemsTable', () => {
  it('marks an uploaded file whose candidate may be a duplicate, with a link to the other candidate', () => {
    render(
      <OperationItemsTable
        caption="Uploaded files"
        items={[
          { id: 'i-1', file_name: 'anita.pdf', status: 'succeeded', result: 'created', error: null, candidate_id: 'c-2', retryable: false, possible_duplicates: [{ id: 'c-1', name: 'Ravi Kumar' }] },
          { id: 'i-2', file_name: 'omar.pdf', status: 'succeeded', result: 'created', error: null, candidate_id: 'c-3', retryable: false, possible_duplicates: [] },
        ]}
      />,
    );
    expect(screen.getAllByText(/Possible duplicate of/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ravi Kumar' }).getAttribute('href')).toBe('/database/candidate/c-1');
  });
});
