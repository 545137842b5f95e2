import { appointmentEmail, clientLanguageOf, type AppointmentEmailKind, type LanguageCode, type NotifyMessage } from '@clinic/contracts';
import { signatureHtml, type PracticeContact } from '../practice-settings';
import { namesOf, type AppointmentPerson, type AppointmentSnapshot } from '../calendar-sync';

/**
 * The language to write to the people of one address in: the language the appointment was booked in
 * on the public page (for the primary applicant's address), then the first of their preferred
 * languages (primary applicant first), then their lead's request, that is not English by default;
 * else English.
 */
function languageFor(people: readonly AppointmentPerson[], bookedIn: string | null): LanguageCode {
  return clientLanguageOf([bookedIn, ...people.map((p) => p.preferred_language), ...people.map((p) => p.lead_language)]);
}

/**
 * One e-mail for each distinct address of the appointment's applicants, each in its people's language,
 * with that address's personal link to the booking when `links` has one. The questions line gives the
 * office's phone, else the practice's; it is left out when neither is set.
 */
export function appointmentEmails(
  practice: PracticeContact,
  appointment: AppointmentSnapshot,
  kind: AppointmentEmailKind,
  links?: ReadonlyMap<string, string>,
): NotifyMessage[] {
  const byAddress = new Map<string, AppointmentPerson[]>();
  for (const person of appointment.applicants) {
    if (!person.email) continue;
    byAddress.set(person.email, [...(byAddress.get(person.email) ?? []), person]);
  }
  const primaryAddress = appointment.applicants[0]?.email;
  return [...byAddress].map(([address, people]) => {
    const language = languageFor(people, address === primaryAddress ? appointment.language : null);
    const message = appointmentEmail(
      {
        language,
        kind,
        // The primary applicant on their address's e-mail; elsewhere the first person of the address.
        greetingName: people[0]!.first_name,
        date: appointment.date,
        startTime: appointment.start_time,
        officeName: appointment.office_name,
        officeAddress: appointment.office_address,
        applicantNames: namesOf(people),
        phone: appointment.office_phone || practice.phone,
        link: links?.get(address),
      },
      { html: signatureHtml(practice), text: practice.practice_name },
    );
    return {
      channel: 'email',
      to: address,
      ...message,
      // Kept with the conversations of the lead, where staff read what was sent.
      conversation_email: people[0]!.lead_email,
      meta: { kind: `appointment_${kind}`, appointment_uuid: appointment.uuid, language },
    };
  });
}
