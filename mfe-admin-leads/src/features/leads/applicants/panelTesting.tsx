import type { ChecklistItem, Lead, LeadApplicant, LeadUpdate } from '@clinic/contracts';
import { fakeResponse } from '@clinic/platform/src/testing/fakes';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ApplicantsPanel } from './ApplicantsPanel';

/** Fixtures and a rendering harness for the applicant area's tests: the lead is saved through a mocked fetch. */

export const LEAD_UUID = '0b9f6a9e-1f5e-4c36-9d53-5a7f0f1d2c01';
export const LEAD_URL = `/api/v1/appointments/misc/leads/${LEAD_UUID}/`;

const item = (key: string, name: string, extra: Partial<ChecklistItem> = {}): ChecklistItem => ({
  key,
  name,
  description: `${name} record`,
  status: 'pending',
  is_optional: false,
  notes: '',
  ...extra,
});

export function testApplicant(overrides: Partial<LeadApplicant> = {}): LeadApplicant {
  return {
    uuid: '6f1c2a34-8d0e-4b9a-a1c2-3d4e5f607182',
    first_name: 'Maria',
    middle_name: '',
    last_name: 'Lopez',
    email: 'maria@example.com',
    phone: '5105550100',
    dob: '1990-04-12',
    files: [],
    current_checklist: {
      vaccines: [item('mmr', 'MMR'), item('hepatitis-b', 'Hepatitis B', { second_dose: null })],
      lab_tests: [item('tb-test', 'Quantiferon TB Gold', { collection_date: null }), item('syphilis', 'Syphilis', { status: 'done' })],
    },
    is_active: true,
    is_i693_done: false,
    is_tb_positive: false,
    is_xray_normal: false,
    is_all_complete: false,
    ...overrides,
  };
}

export const JOSE_UUID = '7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';

export function testLead(overrides: Partial<Lead> = {}): Lead {
  return {
    uuid: LEAD_UUID,
    email: 'maria@example.com',
    first_name: 'Maria',
    middle_name: '',
    last_name: 'Lopez',
    phone: '5105550100',
    dob: '1990-04-12',
    notes: '',
    is_active: true,
    is_system_generated: false,
    initial_doc_request_sent: false,
    unsubscribed_on: null,
    created_on: '2026-01-05T18:00:00Z',
    language: 'en',
    applicants: [testApplicant()],
    commonFiles: [],
    i693_applications: [],
    meta: { followup_notes: [] },
    ...overrides,
  };
}

/** The lead as the server answers a save: the payload's applicant changes applied (an added one gets an id). */
export function savedLead(lead: Lead, update: LeadUpdate): Lead {
  const applicants = update.applicants.map((change, index): LeadApplicant => {
    const current = lead.applicants.find((a) => a.uuid === change.uuid) ?? testApplicant({ uuid: `00000000-0000-4000-8000-00000000000${index}`, files: [] });
    const merge = (items: ChecklistItem[], changes: NonNullable<typeof change.current_checklist>['vaccines'] | undefined) =>
      items.map((i) => ({ ...i, ...(changes?.find((c) => c.key === i.key) ?? {}) }));
    return {
      ...current,
      ...change,
      uuid: current.uuid,
      current_checklist: {
        vaccines: merge(current.current_checklist.vaccines, change.current_checklist?.vaccines),
        lab_tests: merge(current.current_checklist.lab_tests, change.current_checklist?.lab_tests),
      },
    };
  });
  return { ...lead, applicants };
}

export const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

/** Answers every save with the saved lead, and other calls with `answers` by "METHOD path". */
export function answerFetch(lead: Lead, answers: Record<string, { status?: number; body?: unknown }> = {}) {
  let current = lead;
  fetchMock.mockImplementation(async (url, init) => {
    const key = `${init.method} ${url}`;
    if (answers[key]) return fakeResponse(answers[key]);
    if (init.method === 'PUT' && url === LEAD_URL) {
      current = savedLead(current, JSON.parse(String(init.body)) as LeadUpdate);
      return fakeResponse({ body: current });
    }
    return fakeResponse({ status: 404, body: { error: 'not_found', msg: `No answer for ${key}` } });
  });
}

/** The JSON bodies of the lead saves sent. */
export function savedBodies(): LeadUpdate[] {
  return fetchMock.mock.calls.filter(([url, init]) => init.method === 'PUT' && url === LEAD_URL).map(([, init]) => JSON.parse(String(init.body)) as LeadUpdate);
}

export function lastSaved(): LeadUpdate {
  const bodies = savedBodies();
  expect(bodies.length).toBeGreaterThan(0);
  return bodies[bodies.length - 1]!;
}

function Harness({ initial, reload }: { initial: Lead; reload: () => Promise<void> }) {
  const [lead, setLead] = useState(initial);
  return <ApplicantsPanel lead={lead} onLeadChange={setLead} reload={reload} />;
}

/** Renders the panel for the lead, answering saves; answers the reload mock. */
export async function renderPanel(lead: Lead, answers?: Parameters<typeof answerFetch>[1]) {
  answerFetch(lead, answers);
  const reload = jest.fn<Promise<void>, []>().mockResolvedValue(undefined);
  render(<Harness initial={lead} reload={reload} />);
  await screen.findByRole('heading', { name: 'Applicants - Checklist' });
  return { reload };
}
