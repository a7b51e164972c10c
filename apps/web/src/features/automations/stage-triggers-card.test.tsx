// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/confirm-dialog';
import { StageTriggersCard } from './stage-triggers-card';

const stages = [
  { id: 's1', name: 'Applied' },
  { id: 's2', name: 'Screening' },
  { id: 's3', name: 'Interview' },
];

function renderStages(canManage: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfirmProvider>
        {stages.map((stage) => (
          <StageTriggersCard key={stage.id} jobId="j1" stage={stage} stages={stages} triggers={[]} templates={[]} members={[{ id: 'u1', name: 'Ada' }]} canManage={canManage} />
        ))}
      </ConfirmProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined))));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('stage triggers', () => {
  it('show one Add per stage, and open that stage’s form only on demand', async () => {
    const user = userEvent.setup();
    renderStages(true);
    expect(screen.queryAllByRole('form')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Add trigger to / })).toHaveLength(stages.length);

    const add = screen.getByRole('button', { name: 'Add trigger to Screening' });
    await user.click(add);
    expect(screen.getAllByRole('form').map((f) => f.getAttribute('aria-label'))).toEqual(['New trigger for Screening']);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('When a candidate enters Screening'));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryAllByRole('form')).toHaveLength(0);
    expect(document.activeElement).toBe(add);
  });

  it('offer no Add to someone who may not manage triggers', () => {
    renderStages(false);
    expect(screen.queryAllByRole('button', { name: /^Add trigger/ })).toHaveLength(0);
    expect(screen.queryAllByRole('form')).toHaveLength(0);
  });
});
