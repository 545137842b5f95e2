import { LANGUAGES, type LanguageCode } from '@clinic/contracts';
import { FAQ_ITEMS } from '../features/faq/items';
import type { FaqTexts } from './faq/en';
import type { LegalTexts } from './legal-types';

/** A feature's texts in every language, read synchronously so the tables below can be built from them. */
function allLanguages<T>(folder: 'faq' | 'legal'): Record<LanguageCode, T> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return Object.fromEntries(LANGUAGES.map(({ code }) => [code, (require(`./${folder}/${code}`) as { default: T }).default])) as Record<LanguageCode, T>;
}

const FAQ_TEXTS = allLanguages<FaqTexts>('faq');
const LEGAL_TEXTS = allLanguages<LegalTexts>('legal');

type Leaf = { path: string; text: string };

/** Every string of a text tree with its path; arrays keep their indexes in the path. */
function leaves(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'string') return [{ path, text: node }];
  if (Array.isArray(node)) return node.flatMap((child, index) => leaves(child, `${path}[${index}]`));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  throw new Error(`unexpected value at ${path}`);
}

const tags = (text: string): string[] => (text.match(/<\/?[a-zA-Z0-9]+>|\{\{\w+\}\}/g) ?? []).sort();
const numbers = (text: string): string[] => text.match(/\d+/g) ?? [];
const translations = LANGUAGES.filter((l) => l.code !== 'en');

describe.each([
  ['FAQ', FAQ_TEXTS],
  ['privacy policy and terms', LEGAL_TEXTS],
] as const)('%s texts', (_, texts) => {
  const english = leaves(texts.en);

  it.each(translations.map((l) => l.code))('%s has exactly the English keys, paragraphs and list items', (code) => {
    expect(leaves(texts[code]).map((l) => l.path)).toEqual(english.map((l) => l.path));
  });

  it.each(translations.map((l) => l.code))('%s is translated, keeps the markup and every figure', (code) => {
    const translated = new Map(leaves(texts[code]).map((l) => [l.path, l.text]));
    for (const { path, text } of english) {
      const other = translated.get(path) ?? '';
      expect({ path, text: other.trim().length > 0 }).toEqual({ path, text: true });
      expect({ path, tags: tags(other) }).toEqual({ path, tags: tags(text) });
      const remaining = numbers(other);
      for (const figure of numbers(text)) {
        const at = remaining.indexOf(figure);
        expect({ path, figure, found: at !== -1 }).toEqual({ path, figure, found: true });
        remaining.splice(at, 1);
      }
    }
    // Only names and codes may stay in English (Medicare and Medicaid): nearly everything differs.
    const same = english.filter(({ path, text }) => translated.get(path) === text).map((l) => l.path);
    expect(same).toEqual([]);
  });
});

describe('FAQ texts', () => {
  it.each(LANGUAGES.map((l) => l.code))('%s has a question and an answer for every FAQ item', (code) => {
    const items = FAQ_TEXTS[code].faq.items as Record<string, { q: string; a: string[] }>;
    expect(Object.keys(items).sort()).toEqual(FAQ_ITEMS.map((i) => i.key).sort());
    for (const { key } of FAQ_ITEMS) {
      expect(items[key]!.q.length).toBeGreaterThan(5);
      expect(items[key]!.a.length).toBeGreaterThan(0);
    }
  });

  it('answers with the business figures of the spec', () => {
    const { items } = FAQ_TEXTS.en.faq;
    const answer = (key: keyof typeof items) => items[key].a.join(' ');
    expect(answer('examFee')).toMatch(/\$220 per person.*card.*\$200 per person.*cash/s);
    expect(answer('examFee')).toMatch(/Zelle, Venmo or checks/);
    expect(answer('extraFees')).toMatch(/\$40\..*24 hours.*\$40 per person, added to the next appointment/s);
    expect(answer('labOrdering')).toMatch(/September 2025.*civil surgeon, within 2 weeks.*within 2 weeks after the lab collection/s);
    expect(answer('labTests')).toMatch(/TB test for everyone aged 2 and over, a syphilis test for ages 18 to 44, and a gonorrhea test for ages 18 to 24/);
    expect(answer('immunityTests')).toMatch(
      /MMR \(for those born in 1957 or later\), varicella, and hepatitis B \(for those under 60\), if done within the last year/,
    );
    expect(answer('immunityTests')).toMatch(/no immunity test for polio and Tdap/);
    expect(answer('secondDose')).toMatch(/more than 4 weeks/);
    expect(answer('covid')).toMatch(/not been required .* since 1\/22\/2025/);
    expect(answer('vaccines')).toMatch(/flu shot is required from September 2025.*Tdap.*10 years/s);
    expect(answer('chestXray')).toMatch(/only after a positive TB test/);
    expect(answer('examDuration')).toMatch(/about 20 minutes.*sealed envelope the same day.*electronic copy/s);
    expect(answer('labResults')).toMatch(/about 24 hours/);
  });
});

describe('privacy policy and terms texts', () => {
  it.each(LANGUAGES.map((l) => l.code))('%s has 19 terms sections, each with a title and a body', (code) => {
    const { sections } = LEGAL_TEXTS[code].terms;
    expect(sections).toHaveLength(19);
    for (const section of sections) {
      expect(section.title.length).toBeGreaterThan(1);
      expect(section.body.length).toBeGreaterThan(0);
    }
  });

  it('states the figures of the spec', () => {
    const privacy = leaves(LEGAL_TEXTS.en.privacy)
      .map((l) => l.text)
      .join(' ');
    expect(privacy).toMatch(/18 or older/);
    expect(privacy).toMatch(/update requests within 30 days/);
    expect(privacy).toMatch(/within 10 days and respond within 45 days.*another 45 days/s);
    expect(privacy).toMatch(/A-number/);
    expect(privacy).toMatch(/<terms>Terms of Service<\/terms>/);
    const terms = leaves(LEGAL_TEXTS.en.terms)
      .map((l) => l.text)
      .join(' ');
    for (const rule of [
      /\$220 per person by card or \$200 per person in cash, paid at the appointment/,
      /Zelle, Venmo or cheques/,
      /at least 3 hours before a virtual visit or at least 24 hours before an in-person visit/,
      /more than 10 days after purchase/,
      /within 1 hour of purchase/,
      /within 60 days/,
      /greater of the amount you paid us in the last 6 months or \$100/,
      /resolve it informally for 60 days/,
      /claims of up to \$75,000/,
      /claims of \$10,000 or less, you may choose whether the arbitration is held on documents only, by phone or at an in-person hearing/,
      /within 1 year/,
      /within 30 days of the change/,
      /Medicare and Medicaid are not accepted/,
      /not for emergencies/,
      /controlled substances/,
      /18 or older and located in a state where our services are offered/,
    ]) {
      expect(terms).toMatch(rule);
    }
  });
});
