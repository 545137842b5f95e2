import {
  dobFromParts,
  EMAIL_PATTERN,
  I693_FIELD_LABELS,
  I693_MESSAGES,
  i693ApplicationFieldsSchema,
  photoIdPrefixKind,
  photoIdValue,
  type I693ApplicationFieldsInput,
  type I693Gender,
  type PhotoIdType,
} from '@clinic/contracts';

/** The form's model (public-site.md 3, form-side fields); files and the signature live beside it. */
export interface I693Model {
  email: string;
  lastName: string;
  firstName: string;
  middleName: string;
  aNumber: string;
  gender: I693Gender | '';
  dobMonth: string;
  dobDay: string;
  dobYear: string;
  cityOfBirth: string;
  /** The country's English name, as sent and printed. */
  countryOfBirth: string;
  address: string;
  apartmentNumber: string;
  city: string;
  state: string;
  zipcode: string;
  phoneNumber: string;
  pdfEmail: string;
  photoIdType: PhotoIdType | '';
  /** The passport's nationality (country code) or the issuing state (state code). */
  photoIdPrefix: string;
  photoIdNumber: string;
}

export const emptyModel = (email = ''): I693Model => ({
  email,
  lastName: '',
  firstName: '',
  middleName: '',
  aNumber: '',
  gender: '',
  dobMonth: '',
  dobDay: '',
  dobYear: '',
  cityOfBirth: '',
  countryOfBirth: '',
  address: '',
  apartmentNumber: '',
  city: '',
  state: '',
  zipcode: '',
  phoneNumber: '',
  pdfEmail: '',
  photoIdType: '',
  photoIdPrefix: '',
  photoIdNumber: '',
});

/** The `?email=` of the page, kept only when it is an e-mail address (public-site.md 4). */
export function prefilledEmail(search: string): string {
  const email = new URLSearchParams(search).get('email')?.trim() ?? '';
  return EMAIL_PATTERN.test(email) ? email : '';
}

const numberOrNull = (value: string) => (value ? Number(value) : null);

/** The fields of `POST /i693-application/` as sent (`language` is added by the call); the form's `country` is shown only and never sent. */
export function sentFields(m: I693Model): Record<Exclude<keyof I693ApplicationFieldsInput, 'language'>, string> {
  return {
    first_name: m.firstName.trim(),
    middle_name: m.middleName.trim(),
    last_name: m.lastName.trim(),
    a_number: m.aNumber,
    gender: m.gender,
    dob: dobFromParts(numberOrNull(m.dobYear), numberOrNull(m.dobMonth), numberOrNull(m.dobDay)) ?? '',
    city_of_birth: m.cityOfBirth.trim(),
    country_of_birth: m.countryOfBirth,
    street_address: m.address.trim(),
    apartment_number: m.apartmentNumber.trim(),
    city: m.city.trim(),
    state: m.state,
    zipcode: m.zipcode.trim(),
    phone: m.phoneNumber,
    email: m.email.trim(),
    pdf_email: m.pdfEmail.trim(),
    photo_id: m.photoIdType ? photoIdValue(m.photoIdType, m.photoIdNumber, m.photoIdPrefix) : m.photoIdNumber.trim(),
    photo_id_type: m.photoIdType,
  };
}

export type SentField = keyof ReturnType<typeof sentFields>;
/** Where a message shows: a sent field, or the ID files, the ID number's prefix or the signature. */
export type ErrorPlace = SentField | 'idFiles' | 'photoIdPrefix' | 'signature';
export type FormErrors = Partial<Record<ErrorPlace, string>>;

/**
 * Steps 1 to 3 of "I-693 submit" (public-site.md 4), in order: both ID files, then the passport's
 * nationality, then the issuing state. The first that fails stops the submission before validation.
 */
export function precheck(m: I693Model, files: { front: File | null; back: File | null }): FormErrors | null {
  if (!files.front || !files.back) return { idFiles: I693_MESSAGES.idFilesRequired };
  const kind = m.photoIdType ? photoIdPrefixKind(m.photoIdType) : null;
  if (kind === 'nationality' && !m.photoIdPrefix) return { photoIdPrefix: I693_MESSAGES.nationalityRequired };
  if (kind === 'issued-in' && !m.photoIdPrefix) return { photoIdPrefix: I693_MESSAGES.issuedInRequired };
  return null;
}

/** Step 4: the contracts schema the server applies too; the first message of each field. */
export function validate(m: I693Model): FormErrors {
  const result = i693ApplicationFieldsSchema.safeParse(sentFields(m));
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SentField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field errors of a 400 (`details`: field -> message), limited to fields the form shows. */
export function serverFieldErrors(details: unknown): FormErrors {
  if (typeof details !== 'object' || details === null) return {};
  const known = new Set<string>([...Object.keys(sentFields(emptyModel())), 'signature']);
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(details)) {
    if (typeof message !== 'string') continue;
    if (known.has(field)) errors[field as ErrorPlace] = message;
    else if (field === 'uploaded_files') errors.idFiles = message;
  }
  return errors;
}

/** Form order of the places an error can show, for focusing the first. */
export const ERROR_ORDER: readonly ErrorPlace[] = [
  'email',
  'last_name',
  'first_name',
  'middle_name',
  'a_number',
  'gender',
  'dob',
  'city_of_birth',
  'country_of_birth',
  'street_address',
  'apartment_number',
  'city',
  'state',
  'zipcode',
  'phone',
  'pdf_email',
  'photo_id_type',
  'photoIdPrefix',
  'photo_id',
  'idFiles',
  'signature',
];

/** Messages of I693_MESSAGES the form never translates: the server's duplicate text is shown as sent, and no field says "This is required". */
const UNTRANSLATED: ReadonlySet<string> = new Set(['existing', 'thisRequired']);

/**
 * The text key (in `form.messages`) of an English message of I693_MESSAGES, so the page shows it in
 * its language; a message the form does not know (e.g. the server's own wording) has none.
 */
const KEY_OF_MESSAGE = new Map<string, string>([
  ...Object.entries(I693_MESSAGES).flatMap(([key, text]): Array<[string, string]> => (typeof text === 'string' && !UNTRANSLATED.has(key) ? [[text, key]] : [])),
  ...Object.entries(I693_FIELD_LABELS).map(([field, label]): [string, string] => [I693_MESSAGES.required(label), `required.${field}`]),
]);

export function messageKey(message: string): string | undefined {
  return KEY_OF_MESSAGE.get(message);
}
