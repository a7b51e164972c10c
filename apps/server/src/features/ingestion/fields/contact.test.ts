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
