import {
  i693PatchSchema,
  photoIdValue,
  PHOTO_ID_TYPES,
  splitPhotoId,
  vaccineInfoProblems,
  type I693Application,
  type I693PatchInput,
  type PhotoIdType,
  type StaffVaccineInfo,
} from '@clinic/contracts';
import type { ApiRequestError } from '@clinic/platform';

/** The edit panel's fields as typed; the ID is split into its type, prefix and number. */
export interface EditForm {
  email: string;
  pdf_email: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  /** Digits only (shown after `A-`). */
  a_number: string;
  /** YYYY-MM-DD. */
  dob: string;
  phone: string;
  city_of_birth: string;
  country_of_birth: string;
  photo_id_type: PhotoIdType | '';
  /** Passport nationality (country code) or the issuing state, for the types that have one. */
  photo_id_prefix: string;
  photo_id_number: string;
  apartment_number: string;
  street_address: string;
  city: string;
  state: string;
  zipcode: string;
  vaccine: StaffVaccineInfo;
}

function isPhotoIdType(value: string): value is PhotoIdType {
  return (PHOTO_ID_TYPES as readonly string[]).includes(value);
}

/** The form of an application as the list answered it. */
export function formOf(application: I693Application): EditForm {
  const type = isPhotoIdType(application.photo_id_type) ? application.photo_id_type : '';
  const id = type ? splitPhotoId(type, application.photo_id) : { prefix: '', number: application.photo_id };
  return {
    email: application.email,
    pdf_email: application.pdf_email,
    first_name: application.first_name,
    middle_name: application.middle_name,
    last_name: application.last_name,
    a_number: application.a_number,
    dob: application.dob,
    phone: application.phone,
    city_of_birth: application.city_of_birth,
    country_of_birth: application.country_of_birth,
    photo_id_type: type,
    photo_id_prefix: id.prefix,
    photo_id_number: id.number,
    apartment_number: application.apartment_number,
    street_address: application.street_address,
    city: application.city,
    state: application.state,
    zipcode: application.zipcode,
    vaccine: application.meta.vaccine_info,
  };
}

/** The PATCH body of the form: every field of the panel, the ID joined with a hyphen, staff_vaccine_info snake_case. */
export function patchOf(form: EditForm): I693PatchInput {
  const { photo_id_prefix, photo_id_number, vaccine, photo_id_type, ...fields } = form;
  return {
    ...fields,
    // An unset type is sent as it is so the server's "Photo ID Type is required" names it.
    photo_id_type: photo_id_type as PhotoIdType,
    photo_id: photo_id_type ? photoIdValue(photo_id_type, photo_id_number, photo_id_prefix) : photo_id_number.trim(),
    staff_vaccine_info: vaccine,
  };
}

/**
 * Every reason Save is refused, in the panel's order, each once: the edit body's checks (fields, the
 * ID's nationality or issuing state, the vaccine table's cells), then the lab and vaccine rules.
 */
export function saveProblems(form: EditForm, context: { today: string; appointmentDate: string | null }): string[] {
  const problems: string[] = [];
  const parsed = i693PatchSchema.safeParse(patchOf(form));
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => issue.message));
  problems.push(...vaccineInfoProblems(form.vaccine, context));
  return [...new Set(problems)];
}

/** The messages of a refused save: the server's `reasons`, else each field's message, else its `msg`. */
export function refusalMessages(error: ApiRequestError): string[] {
  const { reasons, details } = error.body;
  if (Array.isArray(reasons) && reasons.every((r) => typeof r === 'string') && reasons.length > 0) return reasons;
  if (details && typeof details === 'object') {
    const messages = Object.values(details).filter((m): m is string => typeof m === 'string');
    if (messages.length > 0) return [...new Set(messages)];
  }
  return [error.message];
}
