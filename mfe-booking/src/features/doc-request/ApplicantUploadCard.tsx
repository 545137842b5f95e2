import { css } from '@emotion/react';
import type { DocumentRequestApplicant } from '@clinic/contracts';
import { Alert, Button, chosenFileRow, fieldStyles, theme } from '@clinic/platform';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { DOCUMENT_FILE_ACCEPT, MAX_FILE_MEGABYTES, MAX_FILES_PER_SEND, type FileProblem } from './chosenFiles';

function applicantName(applicant: Pick<DocumentRequestApplicant, 'first_name' | 'middle_name' | 'last_name'>): string {
  return [applicant.first_name, applicant.middle_name, applicant.last_name].filter(Boolean).join(' ');
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  minWidth: 0,
  padding: theme.space(4),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.background,
  h3: { margin: 0, fontSize: theme.font.size.large },
  h4: { margin: 0, fontSize: theme.font.size.base },
});

const missingList = css({
  margin: 0,
  paddingInlineStart: theme.space(5),
  li: { marginBlockEnd: theme.space(1) },
});

const chosenList = css({ display: 'flex', flexDirection: 'column', gap: theme.space(2), margin: 0, padding: 0, listStyle: 'none' });

/** The platform's chosen-file row, on the card's surface, with the name taking the free space and the button kept whole. */
const chosenRow = [
  chosenFileRow,
  css({
    background: theme.colors.surface,
    bdi: { flex: '1 1 auto' },
    button: { flexShrink: 0, whiteSpace: 'nowrap', overflowWrap: 'normal' },
  }),
];

function MissingItems({ title, items }: { title: string; items: DocumentRequestApplicant['current_checklist']['vaccines'] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4>{title}</h4>
      <ul css={missingList}>
        {items.map((item, index) => (
          <li key={index}>
            {/* The clinic writes these in English: isolated, they read left to right on right-to-left pages too. */}
            <bdi>
              <strong>{item.name}</strong>
              {item.description ? <span css={css({ color: theme.colors.mutedText })}>{`: ${item.description}`}</span> : null}
            </bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface ApplicantUploadCardProps {
  applicant: DocumentRequestApplicant;
  files: readonly File[];
  problems: readonly FileProblem[];
  /** While the files are being sent, the choice is locked. */
  locked: boolean;
  onAdd(files: File[]): void;
  onRemove(index: number): void;
}

/** One applicant: what is still missing, and the files chosen to send for them. */
export function ApplicantUploadCard({ applicant, files, problems, locked, onAdd, onRemove }: ApplicantUploadCardProps) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'docRequest.upload' });
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const name = applicantName(applicant);
  const { vaccines, lab_tests } = applicant.current_checklist;

  function onChosen(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    // The list below shows what will be sent; the input is emptied so the same file can be chosen again after a removal.
    event.target.value = '';
    if (picked.length > 0) onAdd(picked);
  }

  function remove(index: number) {
    onRemove(index);
    // The removed file's button is gone: focus stays in this card.
    input.current?.focus();
  }

  return (
    <article css={card} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{name}</h3>
      <MissingItems title={t('vaccines')} items={vaccines} />
      <MissingItems title={t('labTests')} items={lab_tests} />
      {vaccines.length === 0 && lab_tests.length === 0 ? <p css={css({ margin: 0 })}>{t('nothingMissing')}</p> : null}
      <div css={[fieldStyles.wrapper, css({ marginBlockEnd: 0 })]}>
        <label htmlFor={`${id}-files`} css={fieldStyles.label}>
          {t('filesLabel', { name })}
        </label>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={DOCUMENT_FILE_ACCEPT}
          disabled={locked}
          onChange={onChosen}
          aria-describedby={`${id}-hint`}
          css={css({ maxWidth: '100%', minHeight: '44px', font: 'inherit' })}
        />
        <span id={`${id}-hint`} css={fieldStyles.hint}>
          {t('filesHint', { megabytes: MAX_FILE_MEGABYTES })}
        </span>
      </div>
      {problems.length > 0 ? (
        <Alert type="error">
          {problems.map((problem, index) => (
            <p key={index} css={css({ margin: 0 })}>
              {problem.kind === 'tooLarge' ? t('tooLarge', { name: problem.name, megabytes: MAX_FILE_MEGABYTES }) : t('tooMany', { max: MAX_FILES_PER_SEND })}
            </p>
          ))}
        </Alert>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label={t('chosenFor', { name })} css={chosenList}>
          {files.map((file, index) => (
            <li key={`${index}-${file.name}`} css={chosenRow}>
              <bdi>{file.name}</bdi>
              <Button variant="text" disabled={locked} aria-label={t('removeFile', { name: file.name })} onClick={() => remove(index)}>
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
