import { describe, expect, it } from 'vitest';
import { isClientGone } from './process-guard';

describe('the last-resort process guard', () => {
  it('carries on only for errors of a client that went away', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']) expect(isClientGone(coded(code)), code).toBe(true);
    expect(isClientGone(new Error('aborted'))).toBe(true);
    for (const err of [new TypeError('x is undefined'), coded('ENOSPC'), null, 'ECONNRESET']) expect(isClientGone(err)).toBe(false);
  });
});
