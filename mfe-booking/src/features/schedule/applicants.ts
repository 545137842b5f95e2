import type { LookupResult, PublicApplicantGroups, PublicBookingApplicant } from '@clinic/contracts';

/** The applicant groups of the scheduling page, in the order shown (booking-leads-calendar.md 2). */
export const APPLICANT_SECTIONS = ['ready', 'booked', 'pending', 'needsForm'] as const;
export type ApplicantSection = (typeof APPLICANT_SECTIONS)[number];

const GROUP_OF_SECTION: Record<ApplicantSection, keyof PublicApplicantGroups> = {
  ready: 'bookable_applicants',
  booked: 'already_booked',
  pending: 'pending_requirements',
  needsForm: 'pending_i693_form',
};

/** An applicant in a list, with the other e-mail they were added from (null: the session's own). */
export interface ListedApplicant {
  applicant: PublicBookingApplicant;
  fromEmail: string | null;
}

export type ApplicantSections = Record<ApplicantSection, ListedApplicant[]>;

/**
 * The session's applicants and those of the other e-mails looked up, by group. Someone listed twice
 * (their e-mail looked up again) is shown once, as first found.
 */
export function applicantSections(own: PublicApplicantGroups, lookups: readonly LookupResult[]): ApplicantSections {
  const seen = new Set<string>();
  const sources: Array<{ groups: PublicApplicantGroups; fromEmail: string | null }> = [
    { groups: own, fromEmail: null },
    ...lookups.map((r) => ({ groups: r, fromEmail: r.lookup_email })),
  ];
  const sections = { ready: [], booked: [], pending: [], needsForm: [] } as ApplicantSections;
  for (const { groups, fromEmail } of sources) {
    for (const section of APPLICANT_SECTIONS) {
      for (const applicant of groups[GROUP_OF_SECTION[section]]) {
        if (seen.has(applicant.uuid)) continue;
        seen.add(applicant.uuid);
        sections[section].push({ applicant, fromEmail });
      }
    }
  }
  return sections;
}

/** The chosen applicants who can be booked, in the order chosen (the first is the primary). */
export function chosenApplicants(sections: ApplicantSections, uuids: readonly string[]): PublicBookingApplicant[] {
  const ready = new Map(sections.ready.map(({ applicant }) => [applicant.uuid, applicant]));
  return uuids.flatMap((uuid) => {
    const applicant = ready.get(uuid);
    return applicant?.ready_for_booking ? [applicant] : [];
  });
}

export function fullName(person: { first_name: string; middle_name?: string | null; last_name: string }): string {
  return [person.first_name, person.middle_name, person.last_name].filter((part) => part && part.trim()).join(' ');
}
