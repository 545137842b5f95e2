import { EMAIL_PATTERN } from '@clinic/contracts';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** What the form needs of its code request hook. */
export interface EmailCodeRequest {
  send(email: string): Promise<void>;
  sending: boolean;
  clearProblem(): void;
}

/**
 * An e-mail form that asks for a code: the submit sends the trimmed address unless it is empty, the form
 * is `disabled` or a request is on its way; a malformed address is flagged and its field focused instead.
 * Typing clears the flag and the request's problem.
 */
export function useEmailCodeForm(email: string, onEmailChange: (email: string) => void, request: EmailCodeRequest, disabled = false) {
  const input = useRef<HTMLInputElement>(null);
  const [malformed, setMalformed] = useState(false);
  const address = email.trim();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!address || disabled || request.sending) return;
    if (!EMAIL_PATTERN.test(address)) {
      setMalformed(true);
      input.current?.focus();
      return;
    }
    void request.send(address);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onEmailChange(event.target.value);
    setMalformed(false);
    request.clearProblem();
  }

  return { input, address, malformed, onSubmit, onChange };
}
