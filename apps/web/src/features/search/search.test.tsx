// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FacetList } from './facet-list';
import { Highlighted, splitSnippet } from './highlight';
import { formatTotal, hitSummary } from './search-results';
import { fromSavedQuery, parseSearchParams, patchSearch, toApiQuery, toSavedQuery, withFacet } from './search-params';

afterEach(cleanup);

describe('snippet highlighting', () => {
  it('renders matched words as <mark> and the rest as text', () => {
    const { container } = render(<Highlighted snippet={'Senior \u0002Python\u0003 developer with \u0002Django\u0003 experience'} />);
    const marks = container.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['Python', 'Django']);
    expect(container.textContent).toBe('Senior Python developer with Django experience');
    expect(container.textContent).not.toContain('\u0002');
    expect(container.textContent).not.toContain('\u0003');
  });

  it('treats markup in the snippet as text, never as HTML', () => {
    const onerror = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = onerror;
    const { container } = render(<Highlighted snippet={'<img src=x onerror="window.pwned()"> \u0002<b>bold</b>\u0003 <script>alert(1)</script>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<b>bold</b>');
    expect(container.textContent).toContain('<img src=x onerror="window.pwned()">');
    expect(onerror).not.toHaveBeenCalled();
  });

  it('tolerates unbalanced markers', () => {
    expect(splitSnippet('a \u0002b')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
    ]);
    expect(splitSnippet('\u0003x\u0002\u0003')).toEqual([{ text: 'x', match: false }]);
    expect(splitSnippet('')).toEqual([]);
  });
});

describe('URL ↔ query mapping', () => {
  it('reads the URL, dropping invalid values and defaults', () => {
    expect(
      parseSearchParams({
        q: '  "data engineer" python -java ',
        skills: 'React, go,react,,',
        skills_mode: 'any',
        location: 'Berlin',
        min_years: '3',
        max_years: 99,
        tag_ids: 't1,t2',
        source: 'Referral',
        owner_id: 'u1',
        updated_within_days: 30,
        sort: 'recent',
        page: 2,
        evil: '<script>',
      }),
    ).toEqual({
      q: '"data engineer" python -java',
      skills: 'React,go',
      skills_mode: 'any',
      location: 'Berlin',
      min_years: 3,
      tag_ids: 't1,t2',
      source: 'Referral',
      owner_id: 'u1',
      updated_within_days: 30,
      sort: 'recent',
      page: 2,
    });
    expect(parseSearchParams({ sort: 'relevance', skills_mode: 'all', page: 1, min_years: 'x', updated_within_days: 0 })).toEqual({});
  });

  it('builds the API query with defaults, the skills mode only with skills, and has_resume', () => {
    expect(toApiQuery({})).toEqual({ q: '', sort: 'relevance', page: 1, page_size: 25 });
    expect(toApiQuery({ q: 'go', skills: 'Go,SQL', min_years: 2, tag_ids: 't1', page: 3, sort: 'recent' }, { hasResume: true })).toEqual({
      q: 'go',
      sort: 'recent',
      page: 3,
      page_size: 25,
      skills: 'Go,SQL',
      skills_mode: 'all',
      min_years: 2,
      tag_ids: 't1',
      has_resume: 'true',
    });
  });

  it('round-trips through a saved search without the page', () => {
    const state = { q: 'rust OR go', skills: 'Rust,Go', skills_mode: 'any' as const, location: 'Remote', max_years: 10, tag_ids: 'a,b', page: 4 };
    const saved = toSavedQuery(state);
    expect(saved).toEqual({ q: 'rust OR go', skills: ['Rust', 'Go'], skills_mode: 'any', location: 'Remote', max_years: 10, tag_ids: ['a', 'b'] });
    const { page: _page, ...rest } = state;
    expect(fromSavedQuery(saved)).toEqual(rest);
  });

  it('goes back to page 1 on any change but a page turn', () => {
    expect(patchSearch({ q: 'x', page: 3 }, { location: 'Paris' })).toEqual({ q: 'x', location: 'Paris' });
    expect(patchSearch({ q: 'x', page: 3 }, { page: 4 })).toEqual({ q: 'x', page: 4 });
    expect(patchSearch({ q: 'x', location: 'Paris' }, { location: '' })).toEqual({ q: 'x' });
  });
});

describe('facets', () => {
  it('a click adds the value as a filter', async () => {
    const onPick = vi.fn();
    render(
      <FacetList
        kind="skills"
        search={{ skills: 'Go' }}
        facets={[
          { value: 'Go', label: 'Go', count: 40 },
          { value: 'Python', label: 'Python', count: 1234 },
        ]}
        onPick={onPick}
      />,
    );
    const python = screen.getByRole('button', { name: 'Add filter Python: 1,234 matches' });
    await userEvent.setup().click(python);
    expect(onPick).toHaveBeenCalledWith('skills', 'Python');
    expect(screen.getByRole('button', { name: /Add filter Go:/ })).toHaveProperty('disabled', true);
  });

  it('adds skills and tags to their lists and replaces location and source', () => {
    const base = { q: 'x', skills: 'Go', tag_ids: 't1', page: 5 };
    expect(withFacet(base, 'skills', 'Python')).toEqual({ q: 'x', skills: 'Go,Python', tag_ids: 't1' });
    expect(withFacet(base, 'skills', 'go')).toEqual({ q: 'x', skills: 'Go', tag_ids: 't1' });
    expect(withFacet(base, 'tags', 't2')).toEqual({ q: 'x', skills: 'Go', tag_ids: 't1,t2' });
    expect(withFacet({ location: 'Paris' }, 'locations', 'Berlin')).toEqual({ location: 'Berlin' });
    expect(withFacet({}, 'sources', 'Referral')).toEqual({ source: 'Referral' });
  });

  it('formats an estimated total', () => {
    expect(formatTotal(10000, true)).toBe('10,000+');
    expect(formatTotal(1234, false)).toBe('1,234');
  });

  it('says "1 year" of experience, never "1 yrs"', () => {
    const hit = { current_title: 'Engineer', current_company: 'Acme', location: 'Berlin', years_experience: 1 };
    expect(hitSummary(hit)).toBe('Engineer at Acme · Berlin · 1 year');
    expect(hitSummary({ ...hit, years_experience: 6 })).toBe('Engineer at Acme · Berlin · 6 years');
    expect(hitSummary({ current_title: null, current_company: null, location: null, years_experience: null })).toBe('—');
  });
});
