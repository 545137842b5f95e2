import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from './Checkbox';
import { describedByOf, Field, FieldError, focusFirstInvalid, RequiredMark } from './Field';
import { SelectField } from './SelectField';

const STATES = [
  { value: 'CA', label: 'California' },
  { value: 'NV', label: 'Nevada' },
];

const describedText = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('Field', () => {
  it('labels its control and ties the description and the error to it', () => {
    render(
      <Field id="zip" label="ZIP code" hint="Five digits" error="Enter a ZIP code">
        <input id="zip" aria-invalid aria-describedby={describedByOf('zip', 'Enter a ZIP code', true)} />
      </Field>,
    );
    const input = screen.getByLabelText('ZIP code');
    expect(describedText(input)).toBe('Five digits | Enter a ZIP code');
    expect(screen.getByRole('alert').textContent).toBe('Enter a ZIP code');
  });

  it('shows neither description nor error when it has none', () => {
    render(
      <Field id="city" label="City">
        <input id="city" />
      </Field>,
    );
    expect(screen.getByLabelText('City')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(describedByOf('city', null)).toBeUndefined();
  });
});

describe('FieldError and RequiredMark', () => {
  it('names the error after its control, and hides the asterisk from screen readers', () => {
    render(
      <>
        <FieldError id="dob" error="Enter the date of birth" />
        <FieldError id="name" error={null} />
        <span data-testid="mark">
          <RequiredMark />
        </span>
      </>,
    );
    expect(screen.getByRole('alert').id).toBe('dob-error');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByTestId('mark').firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('SelectField', () => {
  it('is a labelled select with its empty first choice, marked invalid with its error', () => {
    const onChange = jest.fn();
    render(<SelectField id="state" label="State" placeholder="Select the state" options={STATES} value="" onChange={onChange} error="Choose a state" />);
    const select = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Select the state', 'California', 'Nevada']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(select)).toBe('Choose a state');
    fireEvent.change(select, { target: { value: 'NV' } });
    expect(onChange).toHaveBeenCalled();
  });

  it('makes up its id when given none, and carries no error state without an error', () => {
    render(<SelectField label="Office" options={STATES} hint="Where the exam takes place" />);
    const select = screen.getByRole('combobox', { name: 'Office' });
    expect(select.id).toMatch(/^select-/);
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(describedText(select)).toBe('Where the exam takes place');
  });
});

describe('Checkbox', () => {
  it('is named by the label beside it', () => {
    const onChange = jest.fn();
    render(<Checkbox label="Archived" onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Archived' }));
    expect(onChange).toHaveBeenCalled();
  });
});

describe('focusFirstInvalid', () => {
  it('focuses, in form order, the first field with an error and scrolls it into view', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <>
        <input id="f-name" aria-label="Name" />
        <input id="f-email" aria-label="Email" />
        <input id="f-phone" aria-label="Phone" />
      </>,
    );
    focusFirstInvalid(['name', 'email', 'phone'], { phone: 'Enter a phone', email: 'Enter an e-mail', name: null }, (field) => `f-${field}`);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
  });
});
