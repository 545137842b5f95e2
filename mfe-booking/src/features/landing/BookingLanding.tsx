import { setBookingSession } from '@clinic/platform';
import { useState } from 'react';
import { StepList } from '../../shared/StepList';
import { useStepHeadingFocus } from '../../shared/useStepHeadingFocus';
import type { VerifiedBooking } from './api';
import { EmailStep } from './EmailStep';
import { landingColumn } from './styles';
import { SuccessStep } from './SuccessStep';
import { VerifyStep } from './VerifyStep';

/** The landing's three steps (booking-leads-calendar.md 2): Email, Verify, Book. */
const LANDING_STEPS = ['email', 'verify', 'book'] as const;
type LandingStep = (typeof LANDING_STEPS)[number];

interface LandingState {
  step: LandingStep;
  email: string;
  /** How long the code last sent works. */
  lifetimeSeconds: number;
}

/**
 * The booking landing (booking-leads-calendar.md 2 and 4): e-mail, then the code, then the stored
 * booking session and the way to the calendar.
 */
export function BookingLanding({ initialEmail }: { initialEmail: string }) {
  const [state, setState] = useState<LandingState>({ step: 'email', email: initialEmail, lifetimeSeconds: 0 });
  const container = useStepHeadingFocus(state.step, 'verify');

  function onVerified({ accessToken, applicants }: VerifiedBooking) {
    setBookingSession({ accessToken, email: state.email, applicants });
    setState((s) => ({ ...s, step: 'book' }));
  }

  return (
    <div ref={container} css={landingColumn}>
      <StepList steps={LANDING_STEPS} current={state.step} keyPrefix="landing.steps" />
      {state.step === 'email' ? (
        <EmailStep
          email={state.email}
          onEmailChange={(email) => setState((s) => ({ ...s, email }))}
          onSent={(email, lifetimeSeconds) => setState({ step: 'verify', email, lifetimeSeconds })}
        />
      ) : null}
      {state.step === 'verify' ? (
        <VerifyStep
          email={state.email}
          lifetimeSeconds={state.lifetimeSeconds}
          onChangeEmail={() => setState((s) => ({ ...s, step: 'email' }))}
          onVerified={onVerified}
        />
      ) : null}
      {state.step === 'book' ? <SuccessStep /> : null}
    </div>
  );
}
