import { LANGUAGES } from '@clinic/contracts';
import { startI18nWith, textKeyDifferences } from '../testing/texts';
import { i18n, type TextLoaders } from './index';
import { englishPlural } from './plurals';

const COUNTED: TextLoaders = { 'test-counted': async () => ({ default: { pages: { ...englishPlural('events', '{{count}} event', '{{count}} events') } } }) };

beforeAll(() => startI18nWith(COUNTED));
afterAll(() => i18n.changeLanguage('en'));

// Chinese has a single form, so under a Chinese page 1 reads "1 events" too.
const withSingular = LANGUAGES.map((l) => l.code).filter((code) => new Intl.PluralRules(code).resolvedOptions().pluralCategories.includes('one'));

it.each(withSingular)('counts English staff texts right under the plural rules of %s', async (code) => {
  await i18n.changeLanguage(code);
  const t = i18n.getFixedT(code, 'test-counted');
  expect([0, 1, 2, 3, 11, 100, 1_000_000].map((count) => t('pages.events', { count }))).toEqual([
    '0 events',
    '1 event',
    '2 events',
    '3 events',
    '11 events',
    '100 events',
    '1000000 events',
  ]);
});

it('names each plural form a language lacks, and accepts the forms it does not use', async () => {
  const byLanguage: Record<string, object> = {
    en: { n_one: '{{count}} day', n_other: '{{count}} days', title: 'Days' },
    ar: { n_one: 'يوم واحد', n_other: '{{count}} يوم', title: 'الأيام' },
    'zh-CN': { n_other: '{{count}} 天', title: '天数' },
  };
  const everyForm = { ...englishPlural('n', '{{count}} day', '{{count}} days'), title: 'Days' };
  const differences = await textKeyDifferences({ days: async (code) => ({ default: byLanguage[code] ?? everyForm }) });
  expect(differences.sort()).toEqual(['days/ar: missing n_few', 'days/ar: missing n_many', 'days/ar: missing n_two', 'days/ar: missing n_zero']);
});
