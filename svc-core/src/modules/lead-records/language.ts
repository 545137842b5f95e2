import { clientLanguageOf, type LanguageCode } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { storedLanguagesOfLeads } from './repo';

/** The language a lead's messages are written in: the first of its stored languages that is not English (clientLanguageOf); else English. */
export async function leadLanguage(db: Knex | Knex.Transaction, leadUuid: string): Promise<LanguageCode> {
  return clientLanguageOf((await storedLanguagesOfLeads(db, [leadUuid])).get(leadUuid) ?? []);
}
