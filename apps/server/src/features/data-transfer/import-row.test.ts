/** Cells read out of an imported sheet never carry text the database cannot store. */
import { describe, expect, it } from 'vitest';
import { isStorableText } from '../../lib/input-text';
import { rowToCandidate } from './import-row';

describe('an imported row', () => {
  it('drops NUL bytes and unpaired surrogates from every cell it keeps', () => {
    const cells = ['Jo\u0000rg', 'M\ud800üller', 'Ber\udc00lin', 'Go\u0000, Rust', 'VIP\u0000'];
    const columns = { first_name: [0], last_name: [1], location: [2], skills: [3], tags: [4] };
    const out = rowToCandidate(cells, columns, { source: 'Import' });
    expect(out).toMatchObject({ ok: true, candidate: { first_name: 'Jorg', last_name: 'Müller', location: 'Berlin', skills: ['Go', 'Rust'], tags: ['VIP'] } });
    expect(isStorableText(JSON.stringify(out))).toBe(true);
  });
});
