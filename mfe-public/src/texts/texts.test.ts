import { textKeyDifferences } from '@clinic/platform/src/testing/texts';
import { TEXTS } from '.';

it('has every English text of every namespace in each of the eight languages, none empty or extra', async () => {
  expect(await textKeyDifferences(TEXTS)).toEqual([]);
});
