// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeMention, insertMention, NoteBody, parseNote } from './mentions';

describe('note mentions', () => {
  it('splits text and @[Name](user-id) mentions', () => {
    expect(parseNote('Ping @[Maya Lee](u-1) and @[Sam](u2)!')).toEqual([
      { type: 'text', text: 'Ping ' },
      { type: 'mention', name: 'Maya Lee', userId: 'u-1' },
      { type: 'text', text: ' and ' },
      { type: 'mention', name: 'Sam', userId: 'u2' },
      { type: 'text', text: '!' },
    ]);
    expect(parseNote('no mention @[broken](with space)')).toEqual([{ type: 'text', text: 'no mention @[broken](with space)' }]);
  });

  it('finds the @query before the caret and inserts the token', () => {
    const text = 'Call @ma tomorrow';
    const caret = 'Call @ma'.length;
    expect(activeMention(text, caret)).toEqual({ query: 'ma', start: 5 });
    expect(activeMention('email me@x', 10)).toBeNull();
    const next = insertMention(text, 5, caret, 'Maya [Lee]', 'u1');
    expect(next.text).toBe('Call @[Maya Lee](u1)  tomorrow');
    expect(next.caret).toBe('Call @[Maya Lee](u1) '.length);
  });

  it('renders bodies as text: markup stays literal, mentions are highlighted', () => {
    const body = 'Hi @[Maya](u1) <img src=x onerror=alert(1)> <script>alert(2)</script>';
    const { container, getByText } = render(<NoteBody body={body} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('Hi @Maya <img src=x onerror=alert(1)> <script>alert(2)</script>');
    expect(getByText('@Maya').dataset.userId).toBe('u1');
  });
});
