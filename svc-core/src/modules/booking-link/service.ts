import {
  BOOKING_LINK_MESSAGES,
  BOOKING_LINK_NOT_BOOKABLE,
  bookingLinkMessage,
  bookingLinkPath,
  clientLanguageOf,
  DOCUMENT_REQUEST_MESSAGES,
  LEAD_MESSAGES,
  PLACEHOLDER_PHONE,
} from '@clinic/contracts';
import { AppError, errors, type Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { applicantsReadiness, type ApplicantReadiness } from '../booking';
import { findLeadByEmail, findLeadByUuid, type LeadRow } from '../lead-records';
import type { Outbox } from '../outbox';
import { signatureHtml, loadPracticeSettings, type PracticeSettingsConfig } from '../practice-settings';
import { bookingLinkFacts, claimBookingLinkNotices } from './repo';

/** What sending the booking link needs (the I-693 and document-request contexts have it all). */
export interface BookingLinkContext {
  knex: Knex;
  outbox: Outbox;
  publicUrl: string;
  config: PracticeSettingsConfig;
}

/** An SMS number of a stored phone (digits): US numbers of 10 digits get +1; none for the placeholder. */
function smsNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits === '' || digits === PLACEHOLDER_PHONE) return null;
  if (digits.length === 10) return `+1${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? `+${digits}` : null;
}

/**
 * Records the booking-link e-mail (and SMS when a phone is known) to the lead's address, naming the
 * applicants who can book, in the caller's transaction: handed to svc-notify after it commits.
 */
async function recordBookingLinkMessage(
  ctx: BookingLinkContext,
  trx: Knex.Transaction,
  lead: LeadRow,
  applicants: readonly ApplicantReadiness[],
  kind: string,
): Promise<void> {
  const facts = await bookingLinkFacts(
    trx,
    lead.uuid,
    applicants.map((a) => a.uuid),
  );
  // The first non-English preferred language of these applicants, then of the lead's request.
  const language = clientLanguageOf([...facts.applicants.map((a) => a.preferred_language), facts.requestLanguage]);
  const practice = await loadPracticeSettings(trx, ctx.config);
  const url = `${ctx.publicUrl}${bookingLinkPath(lead.email)}`;
  const names = applicants.map((a) => [a.first_name, a.middle_name, a.last_name].filter(Boolean).join(' '));
  const message = bookingLinkMessage(
    { language, greetingName: lead.first_name, applicantNames: names, email: lead.email, url },
    { html: signatureHtml(practice), text: practice.practice_name },
  );
  const meta = { kind, language, applicants: applicants.map((a) => a.uuid).join(',') };
  await ctx.outbox.send(trx, {
    channel: 'email',
    to: lead.email,
    subject: message.subject,
    html: message.html,
    text: message.text,
    conversation_email: lead.email,
    meta,
  });
  const phone = [lead.phone, ...facts.applicants.map((a) => a.phone)].map(smsNumber).find((n) => n !== null);
  if (phone) await ctx.outbox.send(trx, { channel: 'sms', to: phone, text: message.sms, meta });
}

/**
 * After a change that may have made applicants bookable (checklist saved, I-693 matched or changed),
 * in its transaction: each applicant now bookable who was never sent the booking link gets it, once
 * (booking_link_notices), one message per lead. Archived or unsubscribed leads get nothing.
 */
export async function recordBookingLinksForNewlyBookable(ctx: BookingLinkContext, trx: Knex.Transaction, applicantUuids: readonly string[]): Promise<void> {
  if (applicantUuids.length === 0) return;
  const bookable = (await applicantsReadiness(trx, { applicantUuids })).filter((a) => a.status === 'bookable');
  const byLead = new Map<string, ApplicantReadiness[]>();
  for (const applicant of bookable) byLead.set(applicant.lead_email, [...(byLead.get(applicant.lead_email) ?? []), applicant]);
  for (const [email, applicants] of byLead) {
    const lead = await findLeadByEmail(trx, email);
    if (!lead || !lead.is_active || lead.unsubscribed_on) continue;
    const claimed = new Set(
      await claimBookingLinkNotices(
        trx,
        applicants.map((a) => a.uuid),
      ),
    );
    const newlyBookable = applicants.filter((a) => claimed.has(a.uuid));
    if (newlyBookable.length > 0) await recordBookingLinkMessage(ctx, trx, lead, newlyBookable, 'booking_link');
  }
}

/**
 * Staff's Resend Booking Link (`POST /appointments/misc/leads/{id}/booking-link/`): the link again to
 * the lead's address, naming every applicant who can book now. Refused (409) for an archived or
 * unsubscribed lead and when nobody can book. Audited.
 */
export async function resendBookingLink(ctx: BookingLinkContext, leadUuid: string, actor: { userId: number }): Promise<{ msg: string }> {
  const lead = await findLeadByUuid(ctx.knex, leadUuid);
  if (!lead) throw errors.notFound('This lead does not exist.');
  if (!lead.is_active) throw errors.conflict(DOCUMENT_REQUEST_MESSAGES.archivedLead);
  if (lead.unsubscribed_on) throw errors.conflict(LEAD_MESSAGES.unsubscribed);
  return ctx.knex.transaction(async (trx) => {
    const bookable = (await applicantsReadiness(trx, { emails: [lead.email] })).filter((a) => a.status === 'bookable');
    if (bookable.length === 0) throw new AppError(409, BOOKING_LINK_NOT_BOOKABLE, BOOKING_LINK_MESSAGES.notBookable);
    await claimBookingLinkNotices(
      trx,
      bookable.map((a) => a.uuid),
    );
    await recordBookingLinkMessage(ctx, trx, lead, bookable, 'booking_link_resend');
    await recordAudit(trx, { actorUserId: actor.userId, action: 'send_booking_link', entity: 'leads', entityId: lead.uuid });
    return { msg: BOOKING_LINK_MESSAGES.sent(lead.email) };
  });
}
