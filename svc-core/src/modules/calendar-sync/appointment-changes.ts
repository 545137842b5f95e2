import type { CalendarLogAction } from '@clinic/contracts';
import { createNotifyClient } from '@clinic/server-kit';
import type { CoreDeps } from '../../deps';
import type { AppointmentEmailKind } from './appointment-email-texts';
import { sendAppointmentEmails } from './appointment-emails';
import { appointmentSnapshot } from './repo';

const EMAIL_OF_ACTION: Partial<Record<CalendarLogAction, AppointmentEmailKind>> = { created: 'booked', rescheduled: 'rescheduled', cancelled: 'cancelled' };

/** What follows a committed appointment change, outside its transaction. */
export interface AppointmentChanges {
  /**
   * Queues the calendar sync of the change and e-mails the clients of a booking, a move or a
   * cancellation ('updated', a change of applicants, is synced only). Never throws: the change stands
   * whatever happens here, and each failure is logged.
   */
  after(appointmentUuid: string, action: CalendarLogAction): Promise<void>;
}

export function appointmentChanges({ config, keys, knex, logger, calendarSync }: CoreDeps): AppointmentChanges {
  const notify = createNotifyClient({ notifyUrl: config.notifyUrl, signingKey: keys.signingKey });
  return {
    async after(appointmentUuid, action) {
      try {
        await calendarSync?.enqueue(appointmentUuid, action);
      } catch (err) {
        logger.error({ err, appointment: appointmentUuid, action }, 'calendar sync could not be queued');
      }
      const kind = EMAIL_OF_ACTION[action];
      if (!kind) return;
      try {
        const appointment = await appointmentSnapshot(knex, appointmentUuid);
        if (appointment) await sendAppointmentEmails(notify, logger, appointment, kind);
      } catch (err) {
        logger.warn({ err, appointment: appointmentUuid, kind }, 'appointment e-mails could not be prepared');
      }
    },
  };
}
