import { PUBLIC_MESSAGES, REQUIREMENT_NOTES, REQUIREMENT_RULES, withSupportEmail } from '@clinic/contracts';
import { requirementTextKey } from '../requirement-keys';

const A = PUBLIC_MESSAGES.appointment;
const C = PUBLIC_MESSAGES.checker;
const P = PUBLIC_MESSAGES.preCheckout;

/** English names and descriptions come from the contracts table itself, so they cannot drift. */
const items = Object.fromEntries(
  REQUIREMENT_RULES.map(({ item }) => [requirementTextKey(item.key, item.description), { name: item.name, description: item.description }]),
);
const notes = Object.fromEntries(REQUIREMENT_NOTES.map((n) => [n.key, n.text]));

/** The `public-forms` namespace in English: the requirements checker, the appointment request form and pre-checkout (spec texts exact). */
const texts = {
  fields: {
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    email: 'E-mail',
    contactNumber: 'Contact number',
    phone: 'Phone number',
    dateOfBirth: 'Date of birth',
    optional: '(optional)',
    datePlaceholder: 'MM/DD/YYYY',
    gender: 'Gender',
    preferredLanguage: 'Preferred language',
  },
  checker: {
    heading: 'Which vaccines and lab tests do I need?',
    intro: 'Enter the applicant’s details to see the vaccines and lab tests needed for the immigration medical exam. We will e-mail you the list as well.',
    ageGroup: 'Age group',
    ageGroupValue: 'Group {{group}}: {{label}}',
    consent: 'By clicking See Tests List you agree to receive e-mails about your tests and vaccine reports. No newsletters, no spam.',
    submit: 'See Tests List',
    errors: {
      firstName: C.firstNameRequired,
      emailRequired: C.emailRequired,
      emailInvalid: C.emailInvalid,
      phoneRequired: C.phoneRequired,
      phoneInvalid: C.phoneInvalid,
      dobRequired: C.dobRequired,
    },
    sent: C.success,
    internalError: C.internalError,
  },
  ageGroups: {
    '0': 'under 2 years',
    '1': '2 to 5 years',
    '2': '7 to 10 years',
    '3': '11 to 17 years',
    '4': '18 to 24 years',
    '5': '25 to 44 years',
    '6': '45 to 59 years',
    '7': '60 to 64 years',
    '8': '65 years or older, born in 1957 or later',
    '9': 'born before 1957',
    '10': '6 years',
  },
  requirements: {
    cardTitle: 'Vaccines and lab tests needed',
    forApplicant: 'For {{name}}, born {{dob}} (age {{age}})',
    vaccines: 'Vaccines',
    labTests: 'Lab tests',
    none: 'None needed at this age.',
    immunityAccepted: 'Immunity test accepted',
    notesTitle: 'Good to know',
    notes,
    orderLabs: 'Order your lab and immunity tests online',
    orderLabsIntro: 'You can order and pay for the lab and immunity tests here:',
    items,
  },
  requestForm: {
    heading: 'Request an appointment',
    intro: 'Send us your details and we will contact you to schedule your immigration medical exam.',
    uploads: 'Documents (vaccine records, previous lab results)',
    uploadsHint: 'Images, PDF, DOC or DOCX files, up to 20 MB each. You can choose several files.',
    chooseFiles: 'Choose files',
    chosenFiles: 'Chosen files',
    remove: 'Remove {{name}}',
    wrongType: '{{names}}: only images, PDF, DOC and DOCX files can be uploaded.',
    tooLarge: '{{names}}: each file can be at most 20 MB.',
    tooMany: '{{names}}: at most {{max}} files can be sent with one request.',
    submit: 'Request an Appointment',
    errors: {
      firstName: A.firstNameRequired,
      lastName: A.lastNameRequired,
      emailRequired: A.emailRequired,
      emailInvalid: A.emailInvalid,
      phoneRequired: A.phoneRequired,
      phoneInvalid: A.phoneInvalid,
      dobRequired: A.dobRequired,
    },
    success: A.success,
    otherFailure: A.otherFailure.replace('{email}', '{{email}}'),
    otherFailureNoEmail: withSupportEmail(A.otherFailure, ''),
    exception: A.exception,
    serverTooLarge: 'A file is too large: each file can be at most 20 MB. Please remove it and try again.',
    serverWrongType: 'A file type is not accepted: please upload only images, PDF, DOC or DOCX files.',
  },
  preCheckout: {
    intro: 'Choose the applicant’s age group and the tests you need, then pay online. The lab results are e-mailed within about 24 hours.',
    ageGroup: 'Age group',
    chooseAgeGroup: 'Select an age group',
    ageGroups: { '18-24': '18-24 years', '25-44': '25-44 years', others: 'others' },
    provider: 'Lab provider',
    tests: 'Tests',
    noAgeGroup: 'Choose an age group to see the tests.',
    noProducts: 'No tests are offered for this age group.',
    loadFailed: 'The list of tests could not be loaded.',
    retry: 'Retry',
    deselected: '{{names}} removed: it overlaps with {{name}}.',
    total: 'Total',
    selectTest: 'Please select at least one test.',
    continue: 'Continue',
    applicant: 'Applicant details',
    genders: { male: 'Male', female: 'Female', other: 'Other' },
    selectGender: 'Select the gender',
    preparing: 'Preparing your payment…',
    payNow: 'Pay Now',
    payNowIntro: 'Your order is ready. Pay {{amount}} securely to complete it.',
    paymentFailed: 'The payment could not be started. {{msg}}',
    pricesChanged: 'The prices have changed since this page was opened. The total now shows the current prices: please check it and continue again.',
    errors: {
      firstName: P.firstNameRequired,
      lastName: P.lastNameRequired,
      gender: P.genderRequired,
      dobRequired: P.dobRequired,
      dobMissingAtSubmit: P.dobMissingAtSubmit,
      phoneRequired: P.phoneRequired,
      phoneInvalid: P.phoneInvalid,
      emailRequired: P.emailRequired,
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language fills (spec-exact English literals widened to string). */
export type FormTexts = Widen<typeof texts>;
export default texts;
