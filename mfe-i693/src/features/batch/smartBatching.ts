import { isOfficeCode, type I693Application } from '@clinic/contracts';

/** The applications of one batch task: one office and one appointment date. */
export interface BatchGroup {
  office: string;
  /** YYYY-MM-DD. */
  date: string;
  uuids: string[];
}

/** The selection split for smart batching (back-office.md 4). */
export interface SelectionSplit {
  /** Applications that already have an office and an appointment date: one group per office and date, in selection order. */
  auto: BatchGroup[];
  autoCount: number;
  /** Applications missing either: they take the office and date chosen in the dialog. */
  manual: string[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Groups the selected applications by their own office and appointment date; the rest need a manual choice. */
export function splitSelection(applications: readonly I693Application[]): SelectionSplit {
  const groups = new Map<string, BatchGroup>();
  const manual: string[] = [];
  for (const application of applications) {
    const { appointment_office: office, appointment_date: date } = application.meta;
    if (!office || !isOfficeCode(office) || !date || !ISO_DATE.test(date)) {
      manual.push(application.uuid);
      continue;
    }
    const key = `${office}|${date}`;
    const group = groups.get(key) ?? { office, date, uuids: [] };
    group.uuids.push(application.uuid);
    groups.set(key, group);
  }
  const auto = [...groups.values()];
  return { auto, autoCount: auto.reduce((sum, g) => sum + g.uuids.length, 0), manual };
}

/**
 * The batch tasks to start: the automatic groups, with the manually placed applications joining the
 * group of the office and date chosen for them (or making one). `choice` is needed only when some
 * applications need a manual choice; without it they are left out.
 */
export function batchesToStart(split: SelectionSplit, choice: { office: string; date: string } | null): BatchGroup[] {
  const batches = split.auto.map((g) => ({ ...g, uuids: [...g.uuids] }));
  if (split.manual.length === 0 || !choice) return batches;
  const same = batches.find((g) => g.office === choice.office && g.date === choice.date);
  if (same) same.uuids.push(...split.manual);
  else batches.push({ office: choice.office, date: choice.date, uuids: [...split.manual] });
  return batches;
}
