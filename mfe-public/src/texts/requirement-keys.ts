import { REQUIREMENT_RULES } from '@clinic/contracts';

/**
 * The text key of a requirement item: its `key`, except the second pneumococcal rule (from 65),
 * which shares the key but has its own description.
 */
export function requirementTextKey(key: string, description: string): string {
  return key === 'pneumococcal' && description === REQUIREMENT_RULES.find((r) => r.item.key === key && r.from.years === 65)?.item.description
    ? 'pneumococcal-65'
    : key;
}
