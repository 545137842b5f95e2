import {
  i693DoneChecklistKeys,
  QUANTIFERON_ITEM_KEY,
  type Checklist,
  type ChecklistItem,
  type ChecklistItemChange,
  type StaffVaccineInfo,
} from '@clinic/contracts';
import { errors, type Knex } from '@clinic/server-kit';
import { checklistOf, findApplicantForUpdate } from '../lead-records';
import { changeChecklist } from './update';

/**
 * What staff entered on the applicant's I-693 application marks their checklist, through the
 * checklist's one change path, inside the caller's transaction: each pending item the entries show
 * done (see `i693DoneChecklistKeys`) becomes done, the TB test with the Quantiferon collection date.
 * Only ever towards done: a cleared entry leaves the item as staff left it, since the record may
 * have come another way. Answers the keys it changed (marked done, or given the new collection date)
 * and the checklist after.
 */
export async function markChecklistFromI693(
  trx: Knex.Transaction,
  applicantUuid: string,
  info: StaffVaccineInfo,
  today: string,
): Promise<{ changed: string[]; checklist: Checklist }> {
  const applicant = await findApplicantForUpdate(trx, applicantUuid);
  if (!applicant) throw errors.notFound('This applicant does not exist.');
  const current = checklistOf(applicant.current_checklist);
  const done = new Set(i693DoneChecklistKeys(info));
  const changesOf = (items: ChecklistItem[]): ChecklistItemChange[] =>
    items.flatMap((item) => {
      if (!done.has(item.key)) return [];
      const collectionDate = item.key === QUANTIFERON_ITEM_KEY && info.qtb_collection_date ? info.qtb_collection_date : (item.collection_date ?? null);
      if (item.status === 'done' && collectionDate === (item.collection_date ?? null)) return [];
      return [{ key: item.key, status: 'done' as const, notes: item.notes, second_dose: item.second_dose ?? null, collection_date: collectionDate }];
    });
  const changes = { vaccines: changesOf(current.vaccines), lab_tests: changesOf(current.lab_tests) };
  const changed = [...changes.vaccines, ...changes.lab_tests].map((c) => c.key);
  return { changed, checklist: changed.length > 0 ? await changeChecklist(trx, applicantUuid, current, changes, today) : current };
}
