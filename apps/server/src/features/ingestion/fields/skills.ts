/** Skills found in resume text, normalized to the vocabulary's canonical names. */
import { isCaseSensitiveAlias, isOrdinaryWordAlias, SKILLS } from '../skills-vocabulary';
import type { SkillKind } from '../skills-vocabulary';

type Matcher = { exact: Map<string, string>; folded: Map<string, string>; longest: number; kinds: Map<string, SkillKind>; ordinary: Set<string> };
let matcher: Matcher | undefined;

// Tokens keep the characters skill names are made of (C#, C++, .NET, Node.js, PL/SQL, T-SQL).
const TOKEN = /[\p{L}\p{N}.#+][\p{L}\p{N}.#+/'’-]*/gu;
const TRAILING = /[.'’/-]+$/;

function tokenize(alias: string): string[] {
  return [...alias.matchAll(TOKEN)].map((match) => match[0].replace(TRAILING, '')).filter(Boolean);
}

function build(): Matcher {
  const exact = new Map<string, string>();
  const folded = new Map<string, string>();
  const ordinary = new Set<string>();
  let longest = 1;
  for (const skill of SKILLS) {
    for (const alias of [skill.name, ...skill.aliases]) {
      const tokens = tokenize(alias);
      longest = Math.max(longest, tokens.length);
      const joined = tokens.join(' ');
      if (isCaseSensitiveAlias(alias)) {
        // "Sales" also matches "SALES" in a heading; one- and two-letter aliases only as written.
        exact.set(joined, skill.name);
        if (alias.length > 3) exact.set(joined.toUpperCase(), skill.name);
        if (isOrdinaryWordAlias(alias)) ordinary.add(joined).add(joined.toUpperCase());
      } else if (!folded.has(joined.toLowerCase())) {
        folded.set(joined.toLowerCase(), skill.name);
      }
    }
  }
  return { exact, folded, longest, kinds: new Map(SKILLS.map((skill) => [skill.name, skill.kind])), ordinary };
}

function getMatcher(): Matcher {
  matcher ??= build();
  return matcher;
}

/** The vocabulary's name for a skill as written ("k8s" → "Kubernetes"), or null when it is not in the vocabulary. */
export function canonicalSkill(text: string): string | null {
  const { exact, folded } = getMatcher();
  const joined = tokenize(text).join(' ');
  return exact.get(joined) ?? folded.get(joined.toLowerCase()) ?? null;
}

/** Whether a canonical name is a technical or job skill, a personal quality ('soft') or a spoken language. */
export function skillKind(name: string): SkillKind {
  return getMatcher().kinds.get(name) ?? 'skill';
}

/**
 * Canonical skill names mentioned in the text, in order of first mention: whole tokens and
 * phrases, longest first, case-insensitive except for aliases that are ordinary words. A token
 * such as "Java/J2EE" that is not itself a skill is tried part by part. `ordinaryWords: false`
 * leaves out skills named by an ordinary word ("Research", "Sales").
 */
export function extractSkills(text: string, options: { ordinaryWords?: boolean } = {}): string[] {
  const { exact, folded, longest, ordinary } = getMatcher();
  const ordinaryWords = options.ordinaryWords ?? true;
  const tokens: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0].replace(TRAILING, '');
    if (!token) continue;
    if (/[/-]/.test(token) && !exact.has(token) && !folded.has(token.toLowerCase())) tokens.push(...token.split(/[/-]+/).filter(Boolean));
    else tokens.push(token);
  }
  const lower = tokens.map((token) => token.toLowerCase());
  const found = new Set<string>();
  const phrases: string[] = [];
  const lowerPhrases: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const max = Math.min(longest, tokens.length - i);
    phrases[0] = tokens[i]!;
    lowerPhrases[0] = lower[i]!;
    for (let n = 1; n < max; n++) {
      phrases[n] = `${phrases[n - 1]} ${tokens[i + n]}`;
      lowerPhrases[n] = `${lowerPhrases[n - 1]} ${lower[i + n]}`;
    }
    let step = 1;
    for (let n = max - 1; n >= 0; n--) {
      const name = exact.get(phrases[n]!) ?? folded.get(lowerPhrases[n]!);
      if (name) {
        if (ordinaryWords || !ordinary.has(phrases[n]!)) found.add(name);
        step = n + 1;
        break;
      }
    }
    i += step;
  }
  return [...found];
}
