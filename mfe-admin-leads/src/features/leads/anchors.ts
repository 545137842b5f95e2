/** Element ids of the lead detail's cards: the compact layout's jump buttons scroll to them. */
export const ANCHORS = {
  applicants: 'lead-applicants',
  applicantFiles: 'lead-applicant-files',
  commonFiles: 'lead-common-files',
  pendingEmail: 'lead-pending-email',
} as const;
