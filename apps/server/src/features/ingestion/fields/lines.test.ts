import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';
import { headerSection, toLines } from './lines';

describe('headerSection finds headings in other languages by their words and look', () => {
  const cases: [string, [string, string | null][]][] = [
    ['Spanish', [['Experiencia', 'experience'], ['EXPERIENCIA PROFESIONAL', 'experience'], ['Formación académica', 'education'], ['Habilidades:', 'skills'], ['Perfil profesional', 'summary'], ['IDIOMAS', 'other'], ['EXPERIENCIA EN VENTAS', 'experience']]],
    ['French', [['Expérience professionnelle', 'experience'], ['EXPÉRIENCES PROFESSIONNELLES', 'experience'], ['Formation', 'education'], ['Compétences techniques', 'skills'], ['Langues', 'other'], ['Centres d’intérêt', 'other']]],
    ['German', [['Berufserfahrung', 'experience'], ['Beruflicher Werdegang', 'experience'], ['Ausbildung', 'education'], ['Kenntnisse und Fähigkeiten:', 'skills'], ['Über mich', 'summary'], ['Sprachkenntnisse', 'other']]],
    ['Portuguese', [['Experiência', 'experience'], ['EXPERIÊNCIA PROFISSIONAL', 'experience'], ['Formação Acadêmica', 'education'], ['Competências', 'skills'], ['Resumo', 'summary'], ['Dados pessoais', 'other']]],
    ['Hindi transliterated', [['Anubhav', 'experience'], ['Karya Anubhav', 'experience'], ['Shiksha', 'education'], ['Shaikshik Yogyata', 'education'], ['Kaushal', 'skills'], ['Bhashayen', 'other']]],
  ];
  for (const [language, headings] of cases) {
    it(`reads ${language} headings`, () => {
      for (const [line, section] of headings) expect([line, headerSection(line)]).toEqual([line, section]);
    });
  }

  it('does not take a sentence, a long line or a given name for a heading', () => {
    expect(headerSection('Experiencia en ventas y atención al cliente en tiendas de Madrid')).toBeNull();
    expect(headerSection('Formación de equipos de ventas.')).toBeNull();
    // Hindi heading words that are also given names head a section only alone.
    expect(headerSection('ANUBHAV SHARMA')).toBeNull();
    expect(headerSection('KAUSHAL KUMAR:')).toBeNull();
    expect(headerSection('Bildung und Forschung sind mir wichtig')).toBeNull();
    // English words in a line in capitals are read by the English headings alone.
    expect(headerSection('SPECIAL EDUCATION RESUME')).toBeNull();
    expect(headerSection('EDUCATION CONSULTANT')).toBeNull();
  });
});

describe('sections in a resume written in Spanish', () => {
  it('puts lines under the heading they follow and reads the entries beneath', () => {
    const text = 'Lucía Fernández\nMadrid, España\n\nEXPERIENCIA PROFESIONAL\nAnalista de Datos\nKestrel Foods - Madrid\nEnero 2019 - Presente\n\nFORMACIÓN ACADÉMICA\nGrado en Ingeniería Informática\nUniversidad Politécnica de Madrid, 2017\n\nHABILIDADES\nPython, SQL, Tableau';
    const sections = toLines(text).map((line) => [line.text, line.section, line.isHeader]);
    expect(sections).toContainEqual(['EXPERIENCIA PROFESIONAL', 'experience', true]);
    expect(sections).toContainEqual(['Kestrel Foods - Madrid', 'experience', false]);
    expect(sections).toContainEqual(['Universidad Politécnica de Madrid, 2017', 'education', false]);
    expect(sections).toContainEqual(['Python, SQL, Tableau', 'skills', false]);
    expect(extractFields(text, { model: null }).skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Tableau']));
  });
});
