import { describe, expect, it } from 'vitest';
import { joinItems } from './pdf-lines';
import { splitColumns } from './pdf-columns';
import type { TextItem } from './pdf-columns';

const item = (str: string, x: number, y: number, width = str.length * 5): TextItem => ({ str, transform: [10, 0, 0, 10, x, y], width, height: 10, hasEOL: false });
const read = (items: TextItem[]) => splitColumns(items).map((column) => joinItems(column)).join('\n');

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

describe('splitColumns on sidebar pages', () => {
  it('finds the clear gutter beside a stretch that only a few long lines cross', () => {
    // A short sidebar beside a main column whose lines are mostly short: the widest lightly crossed
    // stretch lies inside the main column, the clear one between the columns.
    const rows = [
      ['Jane Doe', 'EXPERIENCE'],
      ['Pune', 'Data Engineer at Acme Corp building pipelines for the sales team in Python'],
      ['jane@example.com', 'Acme Corp'],
      ['SKILLS', 'Analyst'],
      ['Python, SQL', 'Beta Ltd'],
      ['Airflow', 'Reports for the finance team written in SQL and Python every month'],
    ];
    const items = rows.flatMap(([side, main], row) => [item(side!, 40, 700 - row * 14), item(main!, 220, 700 - row * 14)]);
    expect(read(items).split('\n').slice(0, 6)).toEqual(['Jane Doe', 'Pune', 'jane@example.com', 'SKILLS', 'Python, SQL', 'Airflow']);
  });

  it('takes a main column with dated entries for a column, and allows one long link across the gutter', () => {
    const rows = [
      ['SKILLS', 'March 2017 to Present'],
      ['Python, SQL', 'Worked as a software engineer on the billing platform'],
      ['Airflow', 'Oct 2015 to Feb 2017'],
      ['EDUCATION', 'Built the reporting service for the finance team'],
      ['B.Tech', 'June 2013 to Sept 2015'],
    ];
    const items = [...rows.flatMap(([side, main], row) => [item(side!, 40, 700 - row * 14), item(main!, 220, 700 - row * 14)]), item('https://www.example.com/in/jane-doe-1234', 40, 600, 200)];
    expect(splitColumns(items)).toHaveLength(2);
  });
});
