import { css } from '@emotion/react';
import { Alert, Button, isApiRequestError } from '@clinic/platform';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { isCompleteCode } from '../../shared/codeInput';
import { CodeField } from '../../shared/CodeField';
import { verifyDocumentCode } from './api';
import { useServerText, type ServerText } from './serverTexts';
import { buttonRow, stepBody, stepHeading } from './styles';
import { useCodeRequest } from './useCodeRequest';

/** Why a typed code was not accepted: keys of `docRequest.verify`. */
type VerifyProblem = 'wrongCode' | 'tooManyAttempts' | 'failed';

function verifyProblem(err: unknown): VerifyProblem {
  if (!isApiRequestError(err) || err.status === 0 || err.status >= 500) return 'failed';
  return err.status === 429 ? 'tooManyAttempts' : 'wrongCode';
}

export interface VerifyCodeStepProps {
  requestId: string;
  /** The server's text about the code sent. */
  sent: ServerText;
  onResent(sent: ServerText): void;
  onVerified(token: string): void;
}

/** Step 2: the e-mailed code, checked by the server; a new code can be asked for. */
export function VerifyCodeStep({ requestId, sent, onResent, onVerified }: VerifyCodeStepProps) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'docRequest' });
  const serverText = useServerText();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [problem, setProblem] = useState<VerifyProblem | null>(null);
  const resend = useCodeRequest(requestId, (text) => {
    setCode('');
    setIncomplete(false);
    setProblem(null);
    onResent(text);
    input.current?.focus();
  });

  useEffect(() => input.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (verifying) return;
    if (!isCompleteCode(code)) {
      setIncomplete(true);
      input.current?.focus();
      return;
    }
    setVerifying(true);
    setProblem(null);
    try {
      onVerified(await verifyDocumentCode(requestId, code));
    } catch (err) {
      setProblem(verifyProblem(err));
      setVerifying(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} css={stepBody}>
      <h2 tabIndex={-1} css={stepHeading}>
        {t('verify.heading')}
      </h2>
      <Alert type="info">{serverText(sent)}</Alert>
      <div css={css({ maxWidth: '16rem' })}>
        <CodeField
          ref={input}
          label={t('verify.codeLabel')}
          hint={t('verify.codeHint')}
          error={incomplete ? t('verify.codeInvalid') : null}
          value={code}
          onCodeChange={(typed) => {
            setCode(typed);
            setIncomplete(false);
          }}
        />
      </div>
      {problem ? <Alert type="error">{t(`verify.${problem}`)}</Alert> : null}
      {resend.problem ? <Alert type="error">{t(`request.${resend.problem}`)}</Alert> : null}
      <div css={buttonRow}>
        <Button type="submit" busy={verifying}>
          {t('verify.submit')}
        </Button>
        <Button variant="secondary" onClick={resend.send} busy={resend.sending}>
          {t('verify.resend')}
        </Button>
      </div>
    </form>
  );
}
