import { describe, expect, it } from 'vitest';
import { MERGE_FIELDS, SAMPLE_VALUES, findUnknownFields, formatInterviewTime, renderTemplate } from './merge-fields';

describe('merge fields', () => {
  it('finds unknown fields, each once, tolerating spaces', () => {
    expect(findUnknownFields('Hi {{ candidate.first_name }}, {{candidate.age}} {{candidate.age}} {{}} {{org.name}}')).toEqual(['candidate.age', '']);
    expect(findUnknownFields('No fields here { {x} }')).toEqual([]);
  });

  it('renders values as text in one pass and reports missing values', () => {
    const r = renderTemplate('Hi {{candidate.first_name}} — {{job.title}} at {{org.name}} {{nope}}', {
      'candidate.first_name': '{{org.name}} <b>Ann</b>',
      'org.name': 'Acme',
    });
    expect(r.text).toBe('Hi {{org.name}} <b>Ann</b> — {{job.title}} at Acme {{nope}}');
    expect(r.unknown).toEqual(['nope']);
    expect(r.missing).toEqual(['job.title']);
  });

  it('has a sample for every field', () => {
    const r = renderTemplate(MERGE_FIELDS.map((f) => `{{${f.key}}}`).join(' '), SAMPLE_VALUES);
    expect(r.missing).toEqual([]);
    expect(r.text).not.toContain('{{');
  });

  it('formats an interview time in the given zone', () => {
    const at = new Date('2026-03-03T13:00:00Z');
    expect(formatInterviewTime(at, 'Europe/Berlin')).toBe('Tuesday, March 3, 2026 at 2:00 PM GMT+1');
    expect(formatInterviewTime(at, 'America/New_York')).toContain('8:00 AM');
  });
});
