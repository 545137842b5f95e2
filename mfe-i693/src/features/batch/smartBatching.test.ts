import { testApplication } from '../applications/testApplication';
import { batchesToStart, splitSelection } from './smartBatching';

const app = (uuid: string, office: string | null, date: string | null) =>
  testApplication({ uuid, meta: { ...testApplication().meta, appointment_office: office, appointment_date: date } });

const selection = [
  app('a', 'fremont', '2026-04-20'),
  app('b', null, null),
  app('c', 'oakland', '2026-04-20'),
  app('d', 'fremont', '2026-04-20'),
  app('e', 'fremont', null),
  app('f', null, '2026-04-21'),
  app('g', 'fremont', '2026-04-21'),
  app('h', 'atlantis', '2026-04-21'),
];

describe('smart batching', () => {
  it('groups applications with an office and date by both, in selection order; the rest need a manual choice', () => {
    expect(splitSelection(selection)).toEqual({
      auto: [
        { office: 'fremont', date: '2026-04-20', uuids: ['a', 'd'] },
        { office: 'oakland', date: '2026-04-20', uuids: ['c'] },
        { office: 'fremont', date: '2026-04-21', uuids: ['g'] },
      ],
      autoCount: 4,
      manual: ['b', 'e', 'f', 'h'],
    });
  });

  it('puts the manual ones in a batch of the chosen office and date, or into the group that already has them', () => {
    const split = splitSelection(selection);
    expect(batchesToStart(split, { office: 'tracy', date: '2026-05-01' })).toEqual([
      ...split.auto,
      { office: 'tracy', date: '2026-05-01', uuids: ['b', 'e', 'f', 'h'] },
    ]);
    expect(batchesToStart(split, { office: 'oakland', date: '2026-04-20' })[1]).toEqual({
      office: 'oakland',
      date: '2026-04-20',
      uuids: ['c', 'b', 'e', 'f', 'h'],
    });
    expect(split.auto[1]!.uuids).toEqual(['c']);
  });

  it('needs no choice when every application has its office and date, and makes one batch when none has', () => {
    const all = splitSelection([selection[0]!, selection[3]!]);
    expect(all.manual).toEqual([]);
    expect(batchesToStart(all, null)).toEqual([{ office: 'fremont', date: '2026-04-20', uuids: ['a', 'd'] }]);
    const none = splitSelection([selection[1]!, selection[4]!]);
    expect(none.autoCount).toBe(0);
    expect(batchesToStart(none, { office: 'dublin', date: '2026-04-22' })).toEqual([{ office: 'dublin', date: '2026-04-22', uuids: ['b', 'e'] }]);
  });
});
