import { fireEvent, render, screen } from '@testing-library/react';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { TEXTS } from '../../texts';
import { NameFields, type NamePart } from './NameFields';

beforeAll(() => startI18nWith(TEXTS));

const VALUE = { firstName: 'Ana', middleName: '', lastName: 'Lopez' };
const idOf = (part: NamePart) => `name-${part}`;

describe('the name fields', () => {
  it('ask for first, optional middle and last name, each reporting its change by part', () => {
    const onChange = jest.fn<void, [NamePart, string]>();
    render(<NameFields idOf={idOf} value={VALUE} onChange={onChange} errors={{}} />);
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ana');
    expect(screen.getByLabelText(/Middle name \(optional\)/).id).toBe('name-middleName');
    expect(screen.getByLabelText(/Last name/)).toHaveProperty('required', true);

    fireEvent.change(screen.getByLabelText(/Middle name/), { target: { value: 'María' } });
    expect(onChange).toHaveBeenCalledWith('middleName', 'María');
  });

  it('show the errors of the first and last name', () => {
    render(
      <NameFields idOf={idOf} value={VALUE} onChange={() => undefined} errors={{ firstName: 'Enter the first name.', lastName: 'Enter the last name.' }} />,
    );
    expect(screen.getByText('Enter the first name.')).toBeTruthy();
    expect(screen.getByText('Enter the last name.')).toBeTruthy();
  });

  it('mark the last name optional, with no error, when asked to', () => {
    render(<NameFields idOf={idOf} value={VALUE} onChange={() => undefined} errors={{ lastName: 'Enter the last name.' }} lastNameOptional />);
    expect(screen.getByLabelText(/Last name \(optional\)/)).toHaveProperty('required', false);
    expect(screen.queryByText('Enter the last name.')).toBeNull();
  });
});
