/** What the staff's own calendars (Google and the ICS feeds) show of an appointment (the practice needs no naming there). */
export interface EventText {
  summary: string;
  location: string;
  description: string;
}

export interface EventFacts {
  uuid: string;
  status: string;
  /** Primary first. */
  names: readonly string[];
  office: { name: string; address: string; phone: string };
}

/** The people's full names, in their order (primary first). */
export const namesOf = (people: ReadonlyArray<{ first_name: string; last_name: string }>): string[] =>
  people.map((p) => `${p.first_name} ${p.last_name}`.trim());

/** `Maria Lopez`, or `Maria Lopez +2 others` as the staff calendar shows an appointment of several people. */
export function patientNameOf(names: readonly string[]): string | null {
  const [primary, ...others] = names;
  if (!primary) return null;
  return others.length > 0 ? `${primary} +${others.length} others` : primary;
}

export function eventTextOf(facts: EventFacts): EventText {
  return {
    summary: patientNameOf(facts.names) ?? 'Appointment',
    location: [facts.office.name, facts.office.address].filter(Boolean).join(', '),
    description: [
      'Immigration medical exam (I-693)',
      `Applicants: ${facts.names.join(', ') || 'none'}`,
      `Status: ${facts.status}`,
      `Office: ${facts.office.name}${facts.office.phone ? `, ${facts.office.phone}` : ''}`,
      `Appointment: ${facts.uuid}`,
    ].join('\n'),
  };
}
