import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './Dialog';
import { Ltr } from './Ltr';
import { TextField } from './TextField';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Confirm" actions={<button onClick={() => setOpen(false)}>Close</button>}>
        <input aria-label="Note" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus, keeps Tab inside, closes on Esc and gives focus back', () => {
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    act(() => {
      fireEvent.click(opener);
    });
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const note = screen.getByLabelText('Note');
    expect(document.activeElement).toBe(note);
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(note);
    fireEvent.keyDown(note, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('TextField', () => {
  it('labels the input and ties the error text to it', () => {
    render(<TextField label="Email" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a valid email');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('Ltr', () => {
  it('isolates left-to-right data from right-to-left text around it', () => {
    render(
      <p dir="rtl">
        الفاكس: <Ltr>(510) 555-0143</Ltr>
      </p>,
    );
    const fax = screen.getByText('(510) 555-0143');
    expect(fax.tagName).toBe('BDI');
    expect(fax.getAttribute('dir')).toBe('ltr');
  });
});

describe('TextField direction', () => {
  it('reads e-mails, phones and web addresses left to right unless told otherwise, other text follows the page', () => {
    render(
      <>
        <TextField label="Email" type="email" />
        <TextField label="Phone" type="tel" />
        <TextField label="Site" type="url" dir="auto" />
        <TextField label="Name" />
      </>,
    );
    expect(screen.getByLabelText('Email').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Phone').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Site').getAttribute('dir')).toBe('auto');
    expect(screen.getByLabelText('Name').hasAttribute('dir')).toBe(false);
  });
});
