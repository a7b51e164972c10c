import { describe, expect, it } from 'vitest';
import { extractEmails, extractPhones } from './contact';
import { findDateRanges } from './dates';
import { extractLinks } from './links';

describe('contact fields', () => {
  it('finds emails, lower-cased and deduplicated', () => {
    expect(extractEmails('Mail: Jane.Doe+cv@Example.co.uk. or jane.doe+cv@example.co.uk; x@y')).toEqual(['jane.doe+cv@example.co.uk']);
    expect(extractEmails("romeo.o'connell@yahoo.com")).toEqual(["romeo.o'connell@yahoo.com"]);
  });

  it('gives E.164 for valid numbers, with region hints, and keeps digits otherwise', () => {
    expect(extractPhones('Phone: +1 (415) 555-0132')).toEqual(['+14155550132']);
    expect(extractPhones('Mobile: 98450 12345', ['IN'])).toEqual(['+919845012345']);
    expect(extractPhones('Tel 020 7946 0958', ['GB'])).toEqual(['+442079460958']);
    expect(extractPhones('Call +91 1239456789')).toEqual(['+911239456789']);
    expect(extractPhones('from 2014 - 2016 and 2017 to 2019, 12/05/2018')).toEqual([]);
  });

  // Every line sits below a heading, out of the contact block, so only the rule under test applies.
  const body = (line: string) => `Jane Doe\n\nEXPERIENCE\n\nEngineer at Acme\n${line}\n`;

  it.each([
    ['09.2016 - 06.2020'],
    ['2016 - 2020 (4 years)'],
    ['Jan 2016 – 2020 12 projects'],
    ['01/2016-12/2019'],
    ['01/2016 - 12/2019'],
    ['2016–present'],
    ['2015.09 ~ 2019.06'],
    ['2015.09 - 2019.06'],
    ['2015-09 – 2019-06'],
    ['09/2016 – 06/2020 (3 yrs 9 mos)'],
    ['12.05.2018 - 31.12.2019'],
    ['2012 2014 2016 2018'],
    ['(2016 - 2020) 12 months'],
  ])('never reads the date range %s as a phone, in the contact block or below it', (range) => {
    expect(extractPhones(body(range))).toEqual([]);
    expect(extractPhones(`Jane Doe\n${range}`)).toEqual([]);
    expect(extractPhones(body(`Phone: ${range}`))).toEqual([]);
  });

  it.each([
    ['Phone: 98450 12345', '+919845012345'],
    ['Mob. No: 98450 12345', '+919845012345'],
    ['Cell (personal): (415) 555-0132', '+14155550132', 'US'],
    ['Móvil: 612 34 56 78', '+34612345678', 'ES'],
    ['Téléphone : 06 12 34 56 78', '+33612345678', 'FR'],
    ['Telefon: 030 1234567', '+49301234567', 'DE'],
    ['M: 07911 123456', '+447911123456', 'GB'],
    ['<a href="tel:4155550132">call me</a>', '+14155550132', 'US'],
    ['Reach me on +44 7911 123456 any time', '+447911123456'],
    ['or 0044 7911 123456', '+447911123456'],
  ])('reads %s as a phone', (line, phone, region?: string) => {
    expect(extractPhones(body(line), region ? [region as 'ES'] : [])).toEqual([phone]);
  });

  it('reads an unlabelled number in the contact block at the top, or a Contact section, but not in the body', () => {
    expect(extractPhones('Jane Doe\nBengaluru\n98450 12345\njane@x.io')).toEqual(['+919845012345']);
    expect(extractPhones(body('CONTACT\n98450 12345'))).toEqual(['+919845012345']);
    expect(extractPhones(body('Raised 98450 12345 in funding'))).toEqual([]);
    expect(extractPhones('Phone:\n98450 12345')).toEqual(['+919845012345']);
    expect(extractPhones(body('REFERENCES\nDr. A. Rao, Phone: 98450 12345'))).toEqual([]);
  });

  it('drops numbers that do not validate, wherever they stand', () => {
    expect(extractPhones(body('Phone: 000-000-0000'), ['US'])).toEqual([]);
    expect(extractPhones(body('Phone: 77-332-55'))).toEqual([]);
    expect(extractPhones(body('Tel: +1 000 000 0000'))).toEqual([]);
  });

  it('drops template numbers: one digit repeated or a straight run', () => {
    expect(extractPhones(body('Phone: +91 99999 99999'))).toEqual([]);
    expect(extractPhones(body('Phone: +91 98765 43210'))).toEqual([]);
    expect(extractPhones(body('Mobile: 90123 45678'))).toEqual([]);
    expect(extractPhones(body('Mobile: 98450 12345'))).toEqual(['+919845012345']);
  });

  it('finds LinkedIn, GitHub and portfolio links, not job-board copies', () => {
    expect(extractLinks('http://www.linkedin.com/in/jane-doe https://www.indeed.com/r/jane-doe github.com/janedoe/project janedoe.dev')).toEqual({
      linkedin: 'https://www.linkedin.com/in/jane-doe',
      github: 'https://github.com/janedoe',
      portfolio: [],
    });
    expect(extractLinks('Portfolio: https://www.behance.net/jane.').portfolio).toEqual(['https://www.behance.net/jane']);
  });
});

describe('findDateRanges', () => {
  it('reads the usual formats', () => {
    const one = (text: string) => findDateRanges(text).map(({ start, end }) => [start, end]);
    expect(one('September 2017 to Present')).toEqual([['2017-09', 'present']]);
    expect(one('Jan 2019 – Mar 2020')).toEqual([['2019-01', '2020-03']]);
    expect(one('2015 - 2018')).toEqual([['2015-01', '2018-01']]);
    expect(one('Partner (1979-92)')).toEqual([['1979-01', '1992-01']]);
    expect(one('03/2016 - 05/2018')).toEqual([['2016-03', '2018-05']]);
    expect(one('September 2017 onwards')).toEqual([['2017-09', 'present']]);
  });
});
