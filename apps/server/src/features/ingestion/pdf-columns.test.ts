import { describe, expect, it } from 'vitest';
import { joinItems } from './extract-text';
import { splitColumns } from './pdf-columns';
import type { TextItem } from './pdf-columns';

const item = (str: string, x: number, y: number, width = str.length * 5): TextItem => ({ str, transform: [10, 0, 0, 10, x, y], width, height: 10, hasEOL: false });
const read = (items: TextItem[]) => splitColumns(items).map(joinItems).join('\n');

describe('splitColumns', () => {
  it('reads a sidebar page drawn row by row as the sidebar, then the main column', () => {
    const rows = [
      ['SKILLS', 'EXPERIENCE'],
      ['Python, SQL', 'Data Engineer'],
      ['Airflow', 'Acme Corp - Pune'],
      ['EDUCATION', 'Jan 2019 to Present'],
      ['B.Tech', 'Built pipelines in Python'],
      ['IIT Bombay', 'Analyst'],
    ];
    const items = rows.flatMap(([side, main], row) => [item(side!, 40, 700 - row * 14), item(main!, 220, 700 - row * 14)]);
    expect(read(items).split('\n')).toEqual(['SKILLS', 'Python, SQL', 'Airflow', 'EDUCATION', 'B.Tech', 'IIT Bombay', 'EXPERIENCE', 'Data Engineer', 'Acme Corp - Pune', 'Jan 2019 to Present', 'Built pipelines in Python', 'Analyst']);
  });

  it('keeps one column with right-aligned dates as one column', () => {
    const items = ['Data Engineer, Acme Corp', 'Analyst, Beta Ltd', 'Intern, Gamma Inc', 'Trainee, Delta LLP', 'Clerk, Epsilon'].flatMap((left, row) => [item(left, 40, 700 - row * 14), item('2019 – 2020', 480, 700 - row * 14)]);
    expect(splitColumns(items)).toHaveLength(1);
    expect(read(items).split('\n')[0]).toBe('Data Engineer, Acme Corp 2019 – 2020');
  });

  it('leaves a page of full-width lines alone', () => {
    const items = Array.from({ length: 10 }, (_, row) => item('A line of text that runs across the whole page width', 40, 700 - row * 14, 520));
    expect(splitColumns(items)).toEqual([items]);
  });
});
