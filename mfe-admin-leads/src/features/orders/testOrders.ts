import type { Paginated, Payment } from '@clinic/contracts';

/** A paid order as GET /payments/ lists it. */
export function testOrder(overrides: Partial<Payment> = {}): Payment {
  return {
    uuid: '5b1d0f4e-8c2a-4e3b-9f10-2a3b4c5d6e7f',
    first_name: 'Maria',
    middle_name: 'Luisa',
    last_name: 'Lopez',
    gender: 'female',
    email: 'demo.family@example.com',
    phone: '5105550100',
    amount: 245,
    tests: ['TB Quantiferon', 'Syphilis RPR'],
    status: 'paid',
    provider: 'stripe',
    provider_ref: 'pi_3PQx9a2eZvKYlo2C1a2b3c4d',
    created_on: '2026-11-18T17:56:00.000Z',
    updated_on: '2026-11-18T18:00:00.000Z',
    ...overrides,
  };
}

export const MARIA = testOrder();
export const WEI = testOrder({
  uuid: '6c2e1a5f-9d3b-4f4c-8a21-3b4c5d6e7f80',
  first_name: 'Wei',
  middle_name: '',
  last_name: 'Chen',
  gender: 'male',
  email: 'demo.pending@example.com',
  phone: '',
  amount: 89.5,
  tests: ['TB Quantiferon'],
  provider: 'local',
  provider_ref: 'local_6c2e1a5f',
});

export const orderPage = (results: Payment[], count = results.length): Paginated<Payment> => ({ count, next: null, previous: null, results });
