import type { CalendarLogAction } from '@clinic/contracts';
import { createNotifyClient } from '@clinic/server-kit';
import type { CoreDeps } from '../../deps';
import { mintPersonalLinks } from '../public-booking/personal-links';
import type { AppointmentEmailKind } from './appointment-email-texts';
import { sendAppointmentEmails } from './appointment-emails';
import { appointmentSnapshot } from './repo';

const EMAIL_OF_ACTION: Partial<Record<CalendarLogAction, AppointmentEmailKind>> = { created: 'booked', rescheduled: 'rescheduled', cancelled: 'cancelled' };

export interface AfterOptions {
  /** Instead of the action's e-mails: this e-mail to these addresses only (an applicant added to a booking). */
  email?: { kind: AppointmentEmailKind; to: readonly string[] };
}

/** What follows a committed appointment change, outside its transaction. */
export interface AppointmentChanges {
  /**
   * Queues the calendar sync of the change and e-mails the clients of a booking, a move or a
   * cancellation ('updated', a change of applicants, is synced only unless `options.email` says).
   * Booked and moved e-mails carry each address's personal link to the booking. Never throws: the
   * change stands whatever happens here, and each failure is logged.
   */
  after(appointmentUuid: string, action: CalendarLogAction, options?: AfterOptions): Promise<void>;
}

export function appointmentChanges({ config, keys, knex, logger, calendarSync }: CoreDeps): AppointmentChanges {
  const notify = createNotifyClient({ notifyUrl: config.notifyUrl, signingKey: keys.signingKey });
  return {
    async after(appointmentUuid, action, options = {}) {
      try {
        await calendarSync?.enqueue(appointmentUuid, action);
      } catch (err) {
        logger.error({ err, appointment: appointmentUuid, action }, 'calendar sync could not be queued');
      }
      const kind = options.email?.kind ?? EMAIL_OF_ACTION[action];
      if (!kind) return;
      try {
        const snapshot = await appointmentSnapshot(knex, appointmentUuid);
        if (!snapshot) return;
        const only = options.email?.to;
        const appointment = only ? { ...snapshot, applicants: snapshot.applicants.filter((p) => only.includes(p.email)) } : snapshot;
        const links = kind === 'cancelled' ? undefined : await mintPersonalLinks(knex, config.publicUrl, appointment);
        await sendAppointmentEmails(notify, logger, appointment, kind, links);
      } catch (err) {
        logger.warn({ err, appointment: appointmentUuid, kind }, 'appointment e-mails could not be prepared');
      }
    },
  };
}
