import { useState } from 'react';
import { StepList } from '../../shared/StepList';
import { useStepHeadingFocus } from '../../shared/useStepHeadingFocus';
import { RequestCodeStep } from './RequestCodeStep';
import type { ServerText } from './serverTexts';
import { forgetDocToken, hasUsableDocToken, storeDocToken, storedDocToken } from './tokenStorage';
import { UploadStep } from './UploadStep';
import { VerifyCodeStep } from './VerifyCodeStep';

/** Where the visitor is: get a code, enter it, send the records. */
const DOC_REQUEST_STEPS = ['request', 'verify', 'upload'] as const;
type DocRequestStep = (typeof DOC_REQUEST_STEPS)[number];

interface FlowState {
  step: DocRequestStep;
  /** Access ended (token expired or refused): step 1 says so. */
  expired: boolean;
  /** The server's text about the last code sent. */
  sent: ServerText;
}

const NOTHING_SENT: ServerText = { code: '', msg: '' };

/** With a usable token for this request the page opens on the upload; an expired one is dropped. */
function initialState(requestId: string): FlowState {
  if (hasUsableDocToken(requestId)) return { step: 'upload', expired: false, sent: NOTHING_SENT };
  const stale = storedDocToken(requestId) !== null;
  if (stale) forgetDocToken();
  return { step: 'request', expired: stale, sent: NOTHING_SENT };
}

/** The document request of one request id: code, verification, then the upload (booking-leads-calendar.md 4). */
export function DocRequestFlow({ requestId }: { requestId: string }) {
  const [state, setState] = useState(() => initialState(requestId));
  const container = useStepHeadingFocus(state.step, 'verify');

  const onSent = (sent: ServerText) => setState({ step: 'verify', expired: false, sent });
  const onExpired = () => {
    forgetDocToken();
    setState({ step: 'request', expired: true, sent: NOTHING_SENT });
  };

  return (
    <div ref={container}>
      <StepList steps={DOC_REQUEST_STEPS} current={state.step} keyPrefix="docRequest.steps" />
      {state.step === 'request' ? <RequestCodeStep requestId={requestId} expired={state.expired} onSent={onSent} /> : null}
      {state.step === 'verify' ? (
        <VerifyCodeStep
          requestId={requestId}
          sent={state.sent}
          onResent={onSent}
          onVerified={(token) => {
            storeDocToken(requestId, token);
            setState({ step: 'upload', expired: false, sent: NOTHING_SENT });
          }}
        />
      ) : null}
      {state.step === 'upload' ? <UploadStep requestId={requestId} onExpired={onExpired} /> : null}
    </div>
  );
}
