import { describe, expect, it } from 'vitest';
import { decode, goldTags, tag, TAGS, tokenize, train } from './tagger';
import { defaultTaggerModel } from './tagger-model';
import { referenceDecode } from './tagger-reference';
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

describe('tokenize reads a line parted by wide gaps as the line reader does', () => {
  it('gives each part set apart by two or more spaces its own line features, section and place', () => {
    const tokens = tokenize('Asha Rao  EXPERIENCE  Data Analyst  Kestrel Foods - Pune');
    const kestrel = tokens.find((token) => token.text === 'Kestrel')!;
    expect(kestrel.features).toEqual(expect.arrayContaining(['sec=experience', 'pos=first', 'brk=0']));
    expect(tokens.find((token) => token.text === 'Asha')!.features).toEqual(expect.arrayContaining(['sec=header', 'brk=1']));
    // Only a line break stops a value: one that spans a gap may go on.
    expect(tokens.filter((token) => token.lineStart).map((token) => token.text)).toEqual(['Asha']);
  });
});

describe('tokenize reads the segments of a line and the place in an entry', () => {
  it('gives each token what its segment and the segments beside it hold: gazetteer hits, capitals, a place', () => {
    const tokens = tokenize('EXPERIENCE\nACTION GROUP, Sometown, NY | Mar 2008 to Present\nAssociate Art Editor, Home and Gardens');
    const action = tokens.find((token) => token.text === 'ACTION')!;
    expect(action.features).toEqual(expect.arrayContaining(['sggz=company', 'sgcase=upper', 'sglen=2', 'psg=none', 'nsgcase=title', 'since=0', 'until=0']));
    const ny = tokens.find((token) => token.text === 'NY')!;
    expect(ny.features).toEqual(expect.arrayContaining(['gz=place', 'sgplace=1', 'nsggz=date']));
    const home = tokens.find((token) => token.text === 'Home')!;
    expect(home.features).toEqual(expect.arrayContaining(['psggz=title', 'sgcase=title', 'sglast=1', 'since=1', 'until=none']));
  });
});

describe('tokenize reads the word lists', () => {
  it('marks legal forms, organisation words, title qualifiers and degree subjects', () => {
    const tokens = tokenize('Senior Analyst, Lotus Infotech Pvt. Ltd.\nB.Tech in Electronics Engineering');
    const features = (word: string) => tokens.find((token) => token.text === word)!.features;
    expect(features('Senior')).toContain('gz=titleq');
    expect(features('Infotech')).toContain('gz=org');
    expect(features('Ltd.')).toContain('gz=legal');
    expect(features('Electronics')).toContain('gz=field');
    expect(features('Analyst')).not.toContain('gz=field');
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

describe('decode', () => {
  const RESUMES = [
    'Asha Rao\nPune, Maharashtra\n\nEXPERIENCE\n\nSenior Data Analyst\nKestrel Foods Pvt. Ltd. - Pune\nJanuary 2019 to Present\n• Built dashboards in Tableau and SQL.\n\nEDUCATION\n\nB.E. in Computer Engineering\nNorth Maharashtra University, 2017\n\nSKILLS\nPython, Java, Excel, Power BI',
    'LIAM CHEN\nSoftware Engineer at Northwind Traders | Austin, TX\n\nWork History\nSoftware Engineer - Northwind Traders - Austin  2020 - 2024\nDeveloper, Polar Systems, Sofia (2017 to 2020)\n\nQualifications\nMaster of Science, Computer Science - University of Texas at Austin\nSkills: React; Node.js; PostgreSQL; Docker; AWS',
    'Tomás García van der Berg\n\nProfile\nProject manager with ten years in logistics.\n\nExperience\nProject Manager\nBluebird Logistics\nMadrid, Spain\n03/2015 – 11/2022\n\nEducation\nMBA, IE Business School\nBachelor of Commerce, Universidad de Madrid',
  ];

  it('tags exactly as the straightforward reading of the committed model does', () => {
    const model = defaultTaggerModel();
    for (const text of RESUMES) {
      const fast = decode(text, model);
      const reference = referenceDecode(text, model);
      expect(fast.tokens.map(({ start, end }) => [start, end])).toEqual(reference.tokens.map(({ start, end }) => [start, end]));
      expect(fast.tags).toEqual(reference.tags);
      fast.margins.forEach((margin, i) => expect(margin).toBeCloseTo(reference.margins[i]!, 6));
    }
  });

  it('tags exactly as the straightforward reading of a freshly trained model does', () => {
    const model = train(TRAINING, { epochs: 4, seed: 3, minCount: 1 });
    for (const text of [...RESUMES, ...TRAINING.map((doc) => doc.text)]) {
      const fast = decode(text, model);
      const reference = referenceDecode(text, model);
      expect(fast.tags).toEqual(reference.tags);
      expect(fast.tags.some((tagIndex) => tagIndex !== 0)).toBe(true);
    }
  });
});
