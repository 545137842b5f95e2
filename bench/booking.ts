/**
 * The booking engine's reads: slots of all ten offices over 30 days, timed by svc-core itself
 * (`Server-Timing`), with availability every day 11:00-17:00 at every office.
 */
import { addDays, practiceDay } from '@clinic/contracts';

export const SLOTS_BAR_MS = 20;
const RUNS = 30;

function coreMs(res: Response): number {
  const match = /svc-core;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  if (!match) throw new Error('svc-core sent no Server-Timing');
  return Number(match[1]);
}

export async function measureSlots(coreUrl: string, adminToken: string): Promise<void> {
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const offices = (await (await fetch(`${coreUrl}/api/v1/admin/appointment-slots/availability/?start_date=${practiceDay()}&end_date=${practiceDay()}`, { headers })).json()) as Record<string, { uuid: string }>;
  // The demo data covers the next 21 days; fill the rest of the 30 (overlapping days fail alone).
  const from = addDays(practiceDay(), 1);
  for (const { uuid } of Object.values(offices)) {
    await fetch(`${coreUrl}/api/v1/admin/availability/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ office: uuid, date: from, start_time: '11:00', end_time: '17:00', slot_duration_minutes: 15, repeat: 'daily', end_date: addDays(from, 29) }),
    });
  }
  const url = `${coreUrl}/api/v1/admin/appointment-slots/availability/?start_date=${from}&end_date=${addDays(from, 29)}`;
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < RUNS + 5; i += 1) {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    const body = (await res.json()) as Record<string, { dates: Record<string, unknown[]> }>;
    slots = Object.values(body).reduce((n, office) => n + Object.values(office.dates).reduce((m, day) => m + day.length, 0), 0);
    if (i >= 5) times.push(coreMs(res));
  }
  times.sort((a, b) => a - b);
  console.log(`\nSlots of ${Object.keys(offices).length} offices over 30 days (${slots} slots; svc-core's own time, ${RUNS} runs; bar ${SLOTS_BAR_MS} ms)`);
  console.log(`  p50 ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms   p95 ${times[Math.floor(RUNS * 0.95)]!.toFixed(1)} ms   max ${times.at(-1)!.toFixed(1)} ms`);
}
