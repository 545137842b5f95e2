import { Alert, Button } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import type { ServerText } from './serverTexts';
import { buttonRow, stepBody, stepHeading } from './styles';
import { useCodeRequest } from './useCodeRequest';

export interface RequestCodeStepProps {
  requestId: string;
  /** The earlier access expired: say why a code is asked for again. */
  expired: boolean;
  onSent(sent: ServerText): void;
}

/** Step 1: a 6-digit code is e-mailed to the address the request was sent to. */
export function RequestCodeStep({ requestId, expired, onSent }: RequestCodeStepProps) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'docRequest.request' });
  const code = useCodeRequest(requestId, onSent);
  return (
    <div css={stepBody}>
      <h2 tabIndex={-1} css={stepHeading}>
        {t('heading')}
      </h2>
      {expired ? <Alert type="warning">{t('expired')}</Alert> : null}
      <p>{t('explanation')}</p>
      {code.problem ? <Alert type="error">{t(code.problem)}</Alert> : null}
      <div css={buttonRow}>
        <Button onClick={code.send} busy={code.sending}>
          {t('send')}
        </Button>
      </div>
    </div>
  );
}
