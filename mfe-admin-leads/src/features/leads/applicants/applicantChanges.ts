import { PLACEHOLDER_PHONE, QUANTIFERON_ITEM_KEY } from '@clinic/contracts';
import { withItem, type ApplicantUpdate } from '../leadUpdate';

export type ItemList = 'vaccines' | 'lab_tests';

export interface ApplicantFields {
  first_name: string;
  middle_name: string;
  last_name: string;
  /** YYYY-MM-DD. */
  dob: string;
  /** Digits only; blank for none. */
  phone: string;
}

/** '+ Add Applicant': no uuid and no checklist, so the server adds it with the lead's e-mail and a checklist of its own. */
export function newApplicant(fields: ApplicantFields): ApplicantUpdate {
  return {
    first_name: fields.first_name,
    middle_name: fields.middle_name,
    last_name: fields.last_name,
    dob: fields.dob,
    phone: fields.phone || PLACEHOLDER_PHONE,
    is_active: true,
    is_i693_done: false,
    is_tb_positive: false,
    is_xray_normal: false,
    is_all_complete: false,
  };
}

/** 'Mark All Complete': the flag and every vaccine and lab test done. */
export function withAllComplete(applicant: ApplicantUpdate): ApplicantUpdate {
  const checklist = applicant.current_checklist ?? { vaccines: [], lab_tests: [] };
  const done = (items: typeof checklist.vaccines) => items.map((item) => ({ ...item, status: 'done' as const }));
  return { ...applicant, is_all_complete: true, current_checklist: { vaccines: done(checklist.vaccines), lab_tests: done(checklist.lab_tests) } };
}

/**
 * 'Mark Pending': the checklist is no longer all complete, and a pending Quantiferon has no
 * collection date (the date would otherwise still reach the I-693 application).
 */
export function withItemPending(applicant: ApplicantUpdate, list: ItemList, key: string): ApplicantUpdate {
  const pending = withItem(applicant, list, key, key === QUANTIFERON_ITEM_KEY ? { status: 'pending', collection_date: null } : { status: 'pending' });
  return { ...pending, is_all_complete: false };
}
