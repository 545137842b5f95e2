import { css } from '@emotion/react';
import { Alert, Button, isApiRequestError, Spinner, theme, usePracticeSettings } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { uploadRequestedFiles } from './api';
import { ApplicantUploadCard } from './ApplicantUploadCard';
import { addChosenFiles, countChosen, removeChosenFile, type ChosenFiles, type FileProblem } from './chosenFiles';
import { isAccessExpired, useServerText } from './serverTexts';
import { buttonRow, stepBody, stepHeading } from './styles';
import { useRequestApplicants } from './useRequestApplicants';

/** Statuses whose server text tells what is wrong with the files sent. */
const FILE_PROBLEM_STATUSES = [400, 413, 415];

export interface UploadStepProps {
  requestId: string;
  onExpired(): void;
}

/** Step 3: per applicant the missing vaccines and lab tests and a file choice; Send Details sends them all. */
export function UploadStep({ requestId, onExpired }: UploadStepProps) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'docRequest.upload' });
  const serverText = useServerText();
  const supportEmail = usePracticeSettings()?.support_email ?? '';
  const { state, reload } = useRequestApplicants(requestId, onExpired);
  const [chosen, setChosen] = useState<ChosenFiles>({});
  const [problems, setProblems] = useState<Readonly<Record<string, readonly FileProblem[]>>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const total = countChosen(chosen);

  function add(applicantUuid: string, picked: File[]) {
    const added = addChosenFiles(chosen, applicantUuid, picked);
    setChosen(added.chosen);
    setProblems((current) => ({ ...current, [applicantUuid]: added.problems }));
    setResult(null);
  }

  function remove(applicantUuid: string, index: number) {
    setChosen((current) => removeChosenFile(current, applicantUuid, index));
    setProblems((current) => ({ ...current, [applicantUuid]: [] }));
  }

  async function send(applicantUuids: readonly string[]) {
    if (sending || total === 0) return;
    setSending(true);
    setResult(null);
    try {
      await uploadRequestedFiles(
        requestId,
        applicantUuids.map((uuid) => ({ applicantUuid: uuid, files: chosen[uuid] ?? [] })),
      );
      setChosen({});
      setProblems({});
      setResult({ type: 'success', text: t('success') });
    } catch (err) {
      if (isAccessExpired(err)) return onExpired();
      const fileProblem = isApiRequestError(err) && FILE_PROBLEM_STATUSES.includes(err.status) ? { code: err.code, msg: err.message } : null;
      setResult({ type: 'error', text: fileProblem ? serverText(fileProblem) : supportEmail ? t('failed', { email: supportEmail }) : t('failedNoEmail') });
    } finally {
      setSending(false);
    }
  }

  return (
    <div css={stepBody}>
      <h2 tabIndex={-1} css={stepHeading}>
        {t('heading')}
      </h2>
      {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {state.status === 'error' ? (
        <Alert
          type="error"
          action={
            state.closed ? undefined : (
              <Button variant="secondary" onClick={reload}>
                {t('retry')}
              </Button>
            )
          }
        >
          {state.closed ? t('closed') : t('loadFailed')}
        </Alert>
      ) : null}
      {state.status === 'ready' && state.applicants.length === 0 ? <Alert type="info">{t('noApplicants')}</Alert> : null}
      {state.status === 'ready' && state.applicants.length > 0 ? (
        <>
          <p>{t('intro')}</p>
          <div css={css({ display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))' })}>
            {state.applicants.map((applicant) => (
              <ApplicantUploadCard
                key={applicant.uuid}
                applicant={applicant}
                files={chosen[applicant.uuid] ?? []}
                problems={problems[applicant.uuid] ?? []}
                locked={sending}
                onAdd={(files) => add(applicant.uuid, files)}
                onRemove={(index) => remove(applicant.uuid, index)}
              />
            ))}
          </div>
          {result ? <Alert type={result.type}>{result.text}</Alert> : null}
          <div css={buttonRow}>
            <Button onClick={() => send(state.applicants.map((a) => a.uuid))} disabled={total === 0} busy={sending}>
              {t('send')}
            </Button>
            {sending ? <Spinner label={t('sending')} size={20} /> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
