import { loadRemoteModule, RemoteRenderError, Spinner } from '@clinic/platform';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

interface ExposedForm {
  AppointmentRequestForm: ComponentType;
}

/** mfe-public's appointment request form, fetched from its own deployment (not a copy of it). */
const loadForm = () => lazy(async () => ({ default: (await loadRemoteModule<ExposedForm>('mfe-public', 'AppointmentRequestForm')).AppointmentRequestForm }));

class LoadFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The embedded form with a loading state, and an error with Retry when mfe-public cannot be reached. */
export function EmbeddedAppointmentForm() {
  const { t } = useTranslation(NS.public);
  // A new lazy component per attempt: React keeps a failed import's rejection for good.
  const [attempt, setAttempt] = useState(() => ({ number: 0, Form: loadForm() }));
  const { Form } = attempt;
  const retry = () => setAttempt((a) => ({ number: a.number + 1, Form: loadForm() }));
  return (
    <LoadFailure key={attempt.number} fallback={<RemoteRenderError onRetry={retry} />}>
      <Suspense fallback={<Spinner label={t('landing.formLoading')} />}>
        <Form />
      </Suspense>
    </LoadFailure>
  );
}
