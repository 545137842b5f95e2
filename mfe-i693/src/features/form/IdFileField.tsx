import { css } from '@emotion/react';
import { Button, chosenFileRow, fieldStyles, RequiredMark } from '@clinic/platform';
import { I693_ID_FILE_ACCEPT, I693_MAX_FILE_BYTES, I693_MESSAGES } from '@clinic/contracts';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

const ACCEPTED_EXTENSIONS = I693_ID_FILE_ACCEPT.split(',');

/** A first check by name and size (the server checks the bytes): the English message of the problem, if any. */
export function idFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) return I693_MESSAGES.idFileType;
  return file.size > I693_MAX_FILE_BYTES ? I693_MESSAGES.idFileTooLarge : null;
}

export interface IdFileFieldProps {
  id: string;
  label: string;
  file: File | null;
  onChange(file: File | null): void;
  /** A problem with the chosen file (reported as an English message of I693_MESSAGES). */
  onProblem(message: string): void;
  /** The element of the error both sides share, when there is one. */
  errorId?: string;
}

/** One side of the photo ID: a single file, replaced when another is chosen. */
export function IdFileField({ id, label, file, onChange, onProblem, errorId }: IdFileFieldProps) {
  const { t } = useTranslation(NS.public);
  const input = useRef<HTMLInputElement>(null);

  // The input shows the kept file's name; it is emptied when the file is refused, removed or the form
  // cleared, so the browser never names a file the form does not hold and the same file can be chosen again.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  function onChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return onChange(null);
    const problem = idFileProblem(chosen);
    if (!problem) return onChange(chosen);
    event.target.value = '';
    onChange(null);
    onProblem(problem);
  }

  return (
    <div css={fieldStyles.wrapper}>
      <label htmlFor={id} css={fieldStyles.label}>
        {label}
        <RequiredMark />
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={I693_ID_FILE_ACCEPT}
        onChange={onChosen}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
        css={css({ maxWidth: '100%', font: 'inherit' })}
      />
      <span id={`${id}-hint`} css={fieldStyles.hint}>
        {t('form.photoId.filesHint')}
      </span>
      {file ? (
        <div css={chosenFileRow}>
          <span>{file.name}</span>
          <Button variant="text" aria-label={t('form.photoId.removeFile', { name: file.name })} onClick={() => onChange(null)}>
            ✕
          </Button>
        </div>
      ) : null}
    </div>
  );
}
