/** The candidate's name: the first name-shaped line at the top of the resume. */
import type { Line } from './lines';

export type PersonName = { first: string; last: string } | null;

// Words that make a line something other than a person's name.
const NOT_NAME = new Set(
  `resume curriculum vitae cv biodata bio data profile summary objective template sample contact address phone mobile email e-mail street st road avenue drive lane box city state
  page name personal details information experience education skills work professional career page of the and for in at with to my about me linkedin github portfolio
  engineer developer manager analyst consultant assistant associate intern director officer executive lead specialist administrator architect designer programmer tester
  coordinator supervisor representative accountant teacher nurse technician advisor attorney lawyer clerk secretary receptionist partner president scientist writer editor
  senior junior software sales marketing business project services technology technologies solutions limited ltd inc pvt university college school institute
  campus permanent present current references available upon request willing relocate indeed email me objective qualifications summary career highlights
  applicant seeker job your town city font styles style media social tools tool technical directory active excellent student internship children beach plains tours
  street ave blvd beach county district nagar colony sector layout new north south east framework firmware physical xxx xxxx xxxxx`.split(/\s+/),
);
// Letters of any script with accents ("Tomás García", "Zoë Ødegård"); particles as in "van der Berg".
const PARTICLE = /^(?:van|von|de|da|das|dos|del|della|der|den|di|du|la|le|bin|bint|al|el|ibn|ter|ten|st\.?)$/i;
const NAME_WORD =
  /^(?:\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)*|\p{Lu}['’]\p{Lu}\p{Ll}+|\p{Lu}{2,}(?:[-'’]\p{Lu}+)*|\p{Lu}\.?|(?:Mc|Mac|O')\p{Lu}\p{Ll}+|(?:van|von|de|da|das|dos|del|della|der|den|di|du|la|le|bin|al|el|ibn|ter|ten)|\p{Lu}\p{Ll}*\p{Lu}\p{Ll}+)$/u;

const NAME_LABEL = /^(?:name|candidate|full name|resume of|curriculum vitae of|cv of)\s*[:\-–]?\s*/i;

export function extractName(lines: Line[]): PersonName {
  const top = lines.slice(0, 15);
  for (const line of top) {
    const labelled = NAME_LABEL.test(line.text) && /^[^:]{0,20}:/.test(line.text);
    // A "Name: …" line counts wherever it is; otherwise only the top of the resume.
    if (!labelled && line.section !== 'header' && line.section !== 'summary') continue;
    const text = line.text
      .replace(NAME_LABEL, '')
      .replace(/\s*[,|]\s.*$|\s+[-–].*$/, '')
      .replace(/[.,;:]+$/, '')
      .trim();
    const name = asName(text);
    if (name) return name;
  }
  // No line is only a name: a name at the start of one of the first lines ("Ivan Keeling 87 Some Street").
  for (const line of top.slice(0, 3)) {
    const name = leadingName(line.text);
    if (name) return name;
  }
  return null;
}

// A run of capitalised words followed by one of these names an organisation ("Johns Hopkins University"), not a person.
const ORGANISATION = /^(?:universit\w*|college|school|institute|academy|hospital|inc|ltd|limited|corporation|company|group|bank|foundation|society|associates)$/i;

/** The 2–3 name words a line starts with, stopping at the first word of another kind or case. */
function leadingName(text: string): PersonName {
  const words = text.split(/\s+/);
  const taken: string[] = [];
  for (const word of words) {
    const bare = word.replace(/[.,;:]+$/, '');
    if (ORGANISATION.test(bare)) return null;
    const titleCase = /^\p{Lu}\p{Ll}/u.test(bare) || (taken.length > 0 && PARTICLE.test(bare));
    if (!titleCase || !NAME_WORD.test(bare) || NOT_NAME.has(bare.toLowerCase())) break;
    taken.push(bare);
    if (bare !== word || taken.length === 3) break;
  }
  return taken.length >= 2 && taken.length < words.length ? asName(taken.join(' ')) : null;
}

function asName(text: string): PersonName {
  if (!text || /[\d@/\\(){}[\]:;&]/.test(text)) return null;
  const words = text.split(/\s+/);
  if (words.length < 2 || words.length > 5) return null;
  if (!words.every((word) => NAME_WORD.test(word) && !NOT_NAME.has(word.toLowerCase().replace(/[.'’]/g, '')))) return null;
  // A line of single initials ("A B C") is not a name.
  if (words.filter((word) => word.replace('.', '').length > 1).length < 2) return null;
  const cased = words.map((word) => (word.length > 2 && word === word.toUpperCase() ? word[0] + word.slice(1).toLowerCase() : word));
  // The surname keeps the particles before it: "Pieter van der Berg" → "van der Berg".
  let from = cased.length - 1;
  while (from > 1 && PARTICLE.test(cased[from - 1]!)) from--;
  if (PARTICLE.test(cased[cased.length - 1]!)) return null;
  return { first: cased[0]!, last: cased.slice(from).join(' ') };
}
