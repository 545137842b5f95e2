import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useEmailCodeForm, type EmailCodeRequest } from './useEmailCodeForm';

function fakeRequest(sending = false): EmailCodeRequest & { send: jest.Mock; clearProblem: jest.Mock } {
  return { send: jest.fn(() => Promise.resolve()), sending, clearProblem: jest.fn() };
}

function EmailForm({ request, initial = '', disabled = false }: { request: EmailCodeRequest; initial?: string; disabled?: boolean }) {
  const [email, setEmail] = useState(initial);
  const form = useEmailCodeForm(email, setEmail, request, disabled);
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <input ref={form.input} aria-label="Email" value={email} onChange={form.onChange} />
      {form.malformed ? <p>Malformed</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('an e-mail form asking for a code', () => {
  it('sends the trimmed address', () => {
    const request = fakeRequest();
    render(<EmailForm request={request} initial="  ana@example.com " />);
    submit();
    expect(request.send).toHaveBeenCalledWith('ana@example.com');
  });

  it('flags a malformed address and focuses its field instead of sending; typing clears the flag and the problem', () => {
    const request = fakeRequest();
    render(<EmailForm request={request} initial="ana@" />);
    submit();
    expect(request.send).not.toHaveBeenCalled();
    expect(screen.getByText('Malformed')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    expect(screen.queryByText('Malformed')).toBeNull();
    expect(request.clearProblem).toHaveBeenCalled();
  });

  it('sends nothing for an empty address, while disabled or while a request is on its way', () => {
    const empty = fakeRequest();
    const { unmount } = render(<EmailForm request={empty} initial="   " />);
    submit();
    unmount();
    const disabled = fakeRequest();
    const second = render(<EmailForm request={disabled} initial="ana@example.com" disabled />);
    submit();
    second.unmount();
    const busy = fakeRequest(true);
    render(<EmailForm request={busy} initial="ana@example.com" />);
    submit();
    expect([empty.send, disabled.send, busy.send].map((send) => send.mock.calls.length)).toEqual([0, 0, 0]);
  });
});
