import { css } from '@emotion/react';
import { withoutNarrowNoBreakSpaces, type LeadApplicant } from '@clinic/contracts';
import { Button, fieldStyles, isApiRequestError, notify, theme } from '@clinic/platform';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { ANCHORS } from '../anchors';
import { uploadLeadFiles } from '../api';
import { FileList } from '../files/FileList';
import { cardCss, cardTitleCss, rowCss } from './panelStyles';
import { useFailureText } from '../useFailureText';

const ACCEPTED = 'image/*,.pdf,.doc,.docx';

export interface ApplicantFilesProps {
  leadUuid: string;
  applicant: LeadApplicant;
  reload: () => Promise<void>;
}

/** The applicant's Files card: how many there are, a multi-file upload tagged to the applicant, and the file grid. */
export function ApplicantFiles({ leadUuid, applicant, reload }: ApplicantFilesProps) {
  const { t } = useTranslation(NS.staff);
  const failureText = useFailureText();
  const inputId = useId();
  const titleId = `${ANCHORS.applicantFiles}-title`;
  const [chosen, setChosen] = useState<File[]>([]);
  // A new key empties the file input after Save or Cancel.
  const [inputKey, setInputKey] = useState(0);
  const [uploading, setUploading] = useState(false);

  const clear = () => {
    setChosen([]);
    setInputKey((k) => k + 1);
  };

  const upload = async () => {
    setUploading(true);
    try {
      const answer = await uploadLeadFiles(leadUuid, chosen, { [applicant.uuid]: chosen.map((file) => withoutNarrowNoBreakSpaces(file.name)) });
      notify(answer.msg, 'success');
      clear();
      await reload();
    } catch (err) {
      const failed = failureText('applicants.files.failed');
      // A refused file (type, size) is named by the server: staff can fix that without writing to support.
      const reason = isApiRequestError(err) && err.status >= 400 && err.status < 500 ? err.message : null;
      notify(reason ? `${failed}\n${reason}` : failed, 'error');
    } finally {
      setUploading(false);
    }
  };

  return (
    <section id={ANCHORS.applicantFiles} tabIndex={-1} aria-labelledby={titleId} css={cardCss}>
      <h3 id={titleId} css={cardTitleCss}>
        {t('applicants.files.title')}
      </h3>
      <p css={css({ margin: 0 })}>{t('applicants.files.count', { n: applicant.files.length })}</p>
      <div css={[fieldStyles.wrapper, css({ marginBlockEnd: 0 })]}>
        <label htmlFor={inputId} css={fieldStyles.label}>
          {t('applicants.files.choose')}
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED}
          disabled={uploading}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setChosen(Array.from(event.target.files ?? []))}
          css={css({ maxWidth: '100%', font: 'inherit', minHeight: '44px' })}
        />
        <span id={`${inputId}-hint`} css={fieldStyles.hint}>
          {t('applicants.files.chooseHint')}
        </span>
      </div>
      {chosen.length > 0 ? (
        <div css={css({ display: 'grid', gap: theme.space(2) })}>
          <ul aria-label={t('applicants.files.chosen')} css={css({ margin: 0, paddingInlineStart: theme.space(5), '& li': { overflowWrap: 'anywhere' } })}>
            {chosen.map((file, index) => (
              <li key={`${index}-${file.name}`}>{file.name}</li>
            ))}
          </ul>
          <div css={rowCss}>
            <Button onClick={() => void upload()} busy={uploading}>
              {uploading ? t('applicants.files.uploading') : t('applicants.files.save')}
            </Button>
            <Button variant="secondary" onClick={clear} disabled={uploading}>
              {t('applicants.files.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <FileList leadUuid={leadUuid} files={applicant.files} emptyText={t('applicants.files.empty')} onArchived={() => void reload()} />
    </section>
  );
}
