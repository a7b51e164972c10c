import { EXTENSION_ID_DEFAULT } from '@hirebase/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG, publicConfigQuery } from '@/features/auth/public-config';
import { checkExtension, postToExtension } from './extension';
import { queryClient } from './query-client';

type Sent = { id: string; message: unknown };

/** Chrome's runtime as a page sees it when an extension lets the page message it. */
function fakeChrome(reply: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('chrome', {
    runtime: {
      sendMessage: (id: string, message: unknown, callback: (r: unknown) => void) => {
        sent.push({ id, message });
        callback(reply);
      },
    },
  });
  return sent;
}

function configure(extensionId: string | null) {
  queryClient.setQueryData(publicConfigQuery.queryKey, { ...DEFAULT_PUBLIC_CONFIG, extension_id: extensionId });
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('talking to the browser extension', () => {
  it('says why it cannot: no id configured, or no runtime messaging in this browser', async () => {
    configure(null);
    expect(await checkExtension()).toBe('unconfigured');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await postToExtension({ type: 'LOGOUT' })).toBeNull();
    expect(info).toHaveBeenLastCalledWith('Extension ID is not available');
    configure(EXTENSION_ID_DEFAULT);
    expect(await checkExtension()).toBe('unavailable');
    expect(await postToExtension({ type: 'LOGOUT' })).toBeNull();
    expect(info).toHaveBeenLastCalledWith('Chrome runtime messaging is not available');
    info.mockRestore();
  });

  it('asks CHECK_EXTENSION of the configured id and reads the installed flag', async () => {
    configure(EXTENSION_ID_DEFAULT);
    const sent = fakeChrome({ installed: true, signed_in: false });
    expect(await checkExtension()).toBe('installed');
    expect(sent).toEqual([{ id: EXTENSION_ID_DEFAULT, message: { type: 'CHECK_EXTENSION' } }]);
    fakeChrome(undefined);
    expect(await checkExtension()).toBe('missing');
  });

  it('refuses a token that is not a string', async () => {
    configure(EXTENSION_ID_DEFAULT);
    const sent = fakeChrome({ ok: true });
    await expect(postToExtension({ type: 'AUTH_TOKEN', token: 42 as unknown as string })).rejects.toThrow(
      'Invalid data type',
    );
    expect(await postToExtension({ type: 'AUTH_TOKEN', token: 'tok' })).toEqual({ ok: true });
    expect(sent).toEqual([{ id: EXTENSION_ID_DEFAULT, message: { type: 'AUTH_TOKEN', token: 'tok' } }]);
  });
});
