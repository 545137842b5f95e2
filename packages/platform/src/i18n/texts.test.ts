import { textKeyDifferences } from '../testing/texts';
import { loadTexts, type TextLoaders } from './textLoaders';
import './index';

const SHELL_TEXTS: TextLoaders = Object.fromEntries(
  ['common', 'routes'].map((ns) => [ns, async (language: string) => ({ default: await loadTexts(language, ns) })]),
);

it('has every English text of common and routes in each of the eight languages, none empty or extra', async () => {
  expect(await textKeyDifferences(SHELL_TEXTS)).toEqual([]);
});
