import type { AppointmentEmailKind, CalendarLogAction } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import type { CoreDeps } from '../../deps';
import { loadPracticeSettings } from '../practice-settings';
import { mintPersonalLinks } from './personal-links';
import { appointmentEmails } from './emails';
import { appointmentSnapshot } from '../calendar-sync';

const EMAIL_OF_ACTION: Partial<Record<CalendarLogAction, AppointmentEmailKind>> = { created: 'booked', rescheduled: 'rescheduled', cancelled: 'cancelled' };

export interface ChangeOptions {
  /** Instead of the action's e-mails: this e-mail to these addresses only (an applicant added to a booking). */
  email?: { kind: AppointmentEmailKind; to: readonly string[] };
}

/** What follows an appointment change, recorded in its transaction (the outbox hands it over after commit). */
export interface AppointmentChanges {
  /**
   * Records the calendar sync of the change and the e-mails to the clients of a booking, a move or a
   * cancellation ('updated', a change of applicants, is synced only unless `options.email` says), as
   * the appointment stands in `trx`. Booked and moved e-mails carry each address's personal link.
   */
  record(trx: Knex.Transaction, appointmentUuid: string, action: CalendarLogAction, options?: ChangeOptions): Promise<void>;
}

export function appointmentChanges({ config, outbox }: Pick<CoreDeps, 'config' | 'outbox'>): AppointmentChanges {
  return {
    async record(trx, appointmentUuid, action, options = {}) {
      await outbox.record(trx, 'calendar-sync', { appointment_uuid: appointmentUuid, action });
      const kind = options.email?.kind ?? EMAIL_OF_ACTION[action];
      if (!kind) return;
      const snapshot = await appointmentSnapshot(trx, appointmentUuid);
      if (!snapshot) return;
      const only = options.email?.to;
      const appointment = only ? { ...snapshot, applicants: snapshot.applicants.filter((p) => only.includes(p.email)) } : snapshot;
      const links = kind === 'cancelled' ? undefined : await mintPersonalLinks(trx, config.publicUrl, appointment);
      const practice = await loadPracticeSettings(trx, config);
      for (const message of appointmentEmails(practice, appointment, kind, links)) await outbox.send(trx, message);
    },
  };
}
