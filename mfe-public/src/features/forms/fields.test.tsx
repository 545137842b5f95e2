import { act, render, screen, waitFor } from '@testing-library/react';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { TEXTS } from '../../texts';
import { DateField } from './fields';

/** The field is far below the viewport: the observer never reports it near. */
class FarIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(async () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FarIntersectionObserver;
  await startI18nWith(TEXTS);
});
afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const dateInput = () => screen.getByLabelText('Date of birth') as HTMLInputElement;

it('a date field far from the viewport loads its picker when focused, and the picker takes the focus', async () => {
  render(<DateField id="dob" label="Date of birth" value={null} onChange={() => undefined} birthDate />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(dateInput().readOnly).toBe(true);

  act(() => dateInput().focus());
  await waitFor(() => expect(dateInput().readOnly).toBe(false));
  expect(document.activeElement).toBe(dateInput());
});
