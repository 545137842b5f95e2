import { addDays, type AppointmentSlot, type Availability, type Office } from '@clinic/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchAppointments, fetchAvailability, fetchOffices } from './api';
import { officeToShow } from './officeChoice';

export interface CalendarData {
  offices: Office[];
  /** The office shown ('' for All Offices), or null until the offices are known. */
  officeUuid: string | null;
  availabilities: Availability[];
  appointments: AppointmentSlot[];
  loading: boolean;
  officesFailed: boolean;
  availabilityFailed: boolean;
  appointmentsFailed: boolean;
  /** Loads everything again (the Refresh button, and after each change). */
  reload: () => void;
}

/**
 * The offices, and the availability and appointments of the weeks shown (each from its Monday),
 * for the office chosen (see `officeToShow`) or all. A newer load cancels the one in flight, so answers
 * never arrive out of order.
 */
export function useCalendarData(weekStarts: readonly string[], chosenOffice: string | null): CalendarData {
  const [reloads, setReloads] = useState(0);
  const [offices, setOffices] = useState<Office[]>([]);
  const [officesKnown, setOfficesKnown] = useState(false);
  const [officesFailed, setOfficesFailed] = useState(false);
  const [availabilities, setAvailabilities] = useState<Availability[]>([]);
  const [appointments, setAppointments] = useState<AppointmentSlot[]>([]);
  const [availabilityFailed, setAvailabilityFailed] = useState(false);
  const [appointmentsFailed, setAppointmentsFailed] = useState(false);
  const [pending, setPending] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchOffices(controller.signal).then(
      (list) => {
        setOffices([...list].sort((a, b) => a.name.localeCompare(b.name)));
        setOfficesFailed(false);
        setOfficesKnown(true);
      },
      () => {
        if (controller.signal.aborted) return;
        setOfficesFailed(true);
        setOfficesKnown(true);
      },
    );
    return () => controller.abort();
  }, [reloads]);

  // Offices that failed to load leave the calendar on the office last chosen, else on all of them.
  const officeUuid = officeToShow(chosenOffice, officesKnown ? (officesFailed && chosenOffice !== null ? [chosenOffice] : offices.map((o) => o.uuid)) : null);
  const weeksKey = weekStarts.join(',');
  useEffect(() => {
    const weeks = weeksKey ? weeksKey.split(',') : [];
    if (weeks.length === 0 || officeUuid === null) return;
    const controller = new AbortController();
    const office_uuid = officeUuid || undefined;
    const settle = <T>(load: Promise<T>, keep: (value: T) => void, fail: (failed: boolean) => void) => {
      setPending((n) => n + 1);
      load
        .then(
          (value) => {
            if (controller.signal.aborted) return;
            keep(value);
            fail(false);
          },
          () => {
            if (controller.signal.aborted) return;
            keep([] as T);
            fail(true);
          },
        )
        .finally(() => setPending((n) => n - 1));
    };
    settle(
      Promise.all(weeks.map((start_date) => fetchAvailability({ office_uuid, start_date }, controller.signal))).then((pages) => pages.flat()),
      setAvailabilities,
      setAvailabilityFailed,
    );
    settle(
      fetchAppointments({ office_uuid, start_date: weeks[0]!, end_date: addDays(weeks[weeks.length - 1]!, 6) }, controller.signal),
      setAppointments,
      setAppointmentsFailed,
    );
    return () => controller.abort();
  }, [weeksKey, officeUuid, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return { offices, officeUuid, availabilities, appointments, loading: pending > 0, officesFailed, availabilityFailed, appointmentsFailed, reload };
}
