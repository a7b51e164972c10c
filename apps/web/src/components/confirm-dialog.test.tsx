// @vitest-environment jsdom
import { CONFIRM_DEFAULTS } from '@hirebase/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm-dialog';

afterEach(cleanup);

function Harness({ onResult }: { onResult: (value: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={async () => onResult(await confirm({ title: 'Deactivate Ada?', description: 'They lose access.' }))}>
      open
    </button>
  );
}

describe('useConfirm', () => {
  it('resolves true on confirm and false on cancel, with the default texts', async () => {
    const results: boolean[] = [];
    const user = userEvent.setup();
    render(
      <ConfirmProvider>
        <Harness onResult={(v) => results.push(v)} />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'open' }));
    // The dialog's code loads with the first confirmation.
    expect(await screen.findByRole('alertdialog', { name: 'Deactivate Ada?' }, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: CONFIRM_DEFAULTS.confirm }));
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('button', { name: CONFIRM_DEFAULTS.cancel }));
    await act(async () => {});
    expect(results).toEqual([true, false]);
  });
});
