import { describe, expect, it } from 'vitest';
import { goldTags, tag, TAGS, tokenize, train } from './tagger';
import type { TrainingDocument } from './tagger';

/** A small resume with its title and company marked, from the parts given. */
function resume(name: string, title: string, company: string, city: string): TrainingDocument {
  const text = `${name}\n\nEXPERIENCE\n\n${title}\n${company} - ${city}\nJanuary 2019 to Present\nWorked on reports and dashboards.\n`;
  const titleAt = text.indexOf(title);
  const companyAt = text.indexOf(company, titleAt + title.length);
  return {
    text,
    spans: [
      { type: 'title', start: titleAt, end: titleAt + title.length },
      { type: 'company', start: companyAt, end: companyAt + company.length },
    ],
  };
}

const TRAINING = [
  resume('Asha Rao', 'Data Analyst', 'Kestrel Foods', 'Pune'),
  resume('Liam Chen', 'Software Engineer', 'Northwind Traders', 'Austin'),
  resume('Maria Lopez', 'Project Manager', 'Bluebird Logistics', 'Madrid'),
  resume('Omar Haddad', 'Sales Executive', 'Cedar Retail', 'Dubai'),
  resume('Nina Petrova', 'QA Engineer', 'Polar Systems', 'Sofia'),
  resume('Ravi Kumar', 'Business Analyst', 'Lotus Infotech', 'Chennai'),
];

describe('tokenize', () => {
  it('keeps offsets into the text and marks the first token of each line', () => {
    const text = 'B.E. in ENC\nNorth Maharashtra University, 2017';
    const tokens = tokenize(text);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.text);
    expect(tokens.map((token) => token.text)).toEqual(['B.E.', 'in', 'ENC', 'North', 'Maharashtra', 'University', ',', '2017']);
    expect(tokens.filter((token) => token.lineStart).map((token) => token.text)).toEqual(['B.E.', 'North']);
  });
});

describe('goldTags', () => {
  it('starts a labeled value again on a new line (values never continue across lines)', () => {
    const text = 'ENC\nNorth Maharashtra University';
    const tags = goldTags(tokenize(text), [{ type: 'college', start: 0, end: text.length }]).map((index) => TAGS[index]);
    expect(tags).toEqual(['B-college', 'B-college', 'I-college', 'I-college']);
  });
});

describe('train and tag', () => {
  it('learns where titles and companies sit and tags a resume it has not seen', () => {
    const model = train(TRAINING, { epochs: 10, seed: 1, minCount: 1 });
    const unseen = resume('Sara Novak', 'Marketing Analyst', 'Granite Media', 'Prague');
    const spans = tag(unseen.text, model);
    expect(spans.filter((span) => span.type === 'title').map((span) => span.text)).toEqual(['Marketing Analyst']);
    expect(spans.filter((span) => span.type === 'company').map((span) => span.text)).toEqual(['Granite Media']);
    for (const span of spans) {
      expect(unseen.text.slice(span.start, span.end)).toBe(span.text);
      expect(span.text).not.toContain('\n');
      expect(span.confidence).toBeGreaterThan(0.5);
    }
  });

  it('is reproducible: the same data and seed give the same weights', () => {
    const options = { epochs: 3, seed: 5, minCount: 1 };
    expect(train(TRAINING, options)).toEqual(train(TRAINING, options));
  });
});
