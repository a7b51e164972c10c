/** The shipped question bank itself: its size, its spread, and that every question can be graded. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isChoiceKind } from '@hirebase/shared';
import { matchSkills, parseBankFile, questionBank } from './bank';

describe('the built-in question bank', () => {
  const bank = questionBank();

  it('holds at least 40 skills of 12 questions, each skill spread over the difficulties with text or code to read', () => {
    expect(bank.length).toBeGreaterThanOrEqual(40);
    expect(new Set(bank.map((s) => s.skill)).size).toBe(bank.length);
    for (const s of bank) {
      expect(s.questions, s.skill).toHaveLength(12);
      const by = (d: string) => s.questions.filter((q) => q.difficulty === d).length;
      expect([by('easy'), by('medium'), by('hard')], s.skill).toEqual([4, 4, 4]);
      // A draft takes up to nine choice and three text or code questions.
      expect(s.questions.filter((q) => !isChoiceKind(q.kind)).length, s.skill).toBeGreaterThanOrEqual(3);
      expect(new Set(s.questions.map((q) => q.prompt)).size, s.skill).toBe(12);
    }
  });

  it('gives every text and code question a full, partial and zero rubric and a model answer, and every choice a real right option', () => {
    for (const q of bank.flatMap((s) => s.questions)) {
      if (isChoiceKind(q.kind)) {
        expect(q.options.length, q.prompt).toBeGreaterThanOrEqual(2);
        expect(q.correct.length, q.prompt).toBeGreaterThanOrEqual(1);
        if (q.kind === 'single') expect(q.correct, q.prompt).toHaveLength(1);
        expect(q.correct.every((i) => Number.isInteger(i) && i >= 0 && i < q.options.length), q.prompt).toBe(true);
        expect(q.answer).toBeNull();
      } else {
        expect([q.rubric?.full, q.rubric?.partial, q.rubric?.zero].every((r) => typeof r === 'string' && r.trim().length > 0), q.prompt).toBe(true);
        expect(q.answer?.trim(), q.prompt).toBeTruthy();
        if (q.kind === 'code') expect(q.language, q.prompt).toBeTruthy();
      }
    }
  });

  it('finds skills by their aliases, required ones first, then names of four letters or more in the text', () => {
    const skills = matchSkills({ title: 'Platform engineer', description: '<p>We run <b>Kubernetes</b> on Linux and k8s in AWS; go on call.</p>', required: ['postgres'], nice: ['Node.JS ', 'golang'] });
    expect(skills.map((s) => s.skill)).toEqual(['PostgreSQL', 'Node.js', 'Go', 'Kubernetes', 'Linux']);
  });

  it('refuses a broken bank file when loading, naming where', () => {
    const file = JSON.parse(readFileSync(new URL('./bank/01-languages.json', import.meta.url), 'utf8')) as { skills: { questions: Record<string, unknown>[] }[] };
    const broken = (change: (questions: Record<string, unknown>[]) => void) => {
      const copy = structuredClone(file);
      change(copy.skills[0]!.questions);
      return () => parseBankFile(copy, 'test.json');
    };
    expect(parseBankFile(file).length).toBeGreaterThan(0);
    const choice = file.skills[0]!.questions.findIndex((q) => q.k === 'single');
    const text = file.skills[0]!.questions.findIndex((q) => q.k === 'short');
    expect(broken((qs) => (qs[choice]!.a = (qs[choice]!.o as string[]).length))).toThrow(`test.json: skills.0.questions.${choice}.a: A right answer must be one of the options`);
    expect(broken((qs) => delete qs[text]!.r)).toThrow(`skills.0.questions.${text}.r`);
    expect(broken((qs) => (qs[text]!.a = ' '))).toThrow(`skills.0.questions.${text}.a`);
    expect(broken((qs) => (qs[choice]!.k = 'multiple'))).toThrow(`skills.0.questions.${choice}.a`);
    expect(broken((qs) => qs.pop())).toThrow('skills.0.questions');
    expect(broken((qs) => qs.forEach((q) => (q.d = 'easy')))).toThrow('No medium question');
  });
});
