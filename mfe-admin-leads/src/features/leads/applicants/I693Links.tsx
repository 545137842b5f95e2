import { css } from '@emotion/react';
import type { Lead, LeadApplicant } from '@clinic/contracts';
import { Button, fieldStyles, isApiRequestError, notify, theme } from '@clinic/platform';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { linkI693Application } from '../api';
import { fullName, practiceDate, usDate } from '../format';
import { mutedCss, rowCss } from './panelStyles';

export interface I693LinksProps {
  lead: Lead;
  applicant: LeadApplicant;
  /** Locks the controls while the lead is being saved. */
  saving: boolean;
  reload: () => Promise<void>;
}

/**
 * The applicant's I-693 application, with Unlink, and the client's unmatched applications to link
 * to them. An applicant has at most one active application, so linking is offered while none is.
 */
export function I693Links({ lead, applicant, saving, reload }: I693LinksProps) {
  const { t } = useTranslation(NS.staff);
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const linked = lead.i693_applications.filter((a) => a.applicant_uuid === applicant.uuid);
  const unmatched = lead.i693_applications.filter((a) => a.applicant_uuid === null);

  const change = async (applicationUuid: string, applicantUuid: string | null) => {
    setBusy(true);
    try {
      const answer = await linkI693Application(lead.uuid, applicationUuid, applicantUuid);
      notify(answer.msg, 'success');
      setChosen('');
      await reload();
    } catch (err) {
      notify(isApiRequestError(err) && err.status !== 0 && err.status < 500 ? err.message : t('applicants.i693.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const locked = saving || busy;
  return (
    <div css={css({ display: 'grid', gap: theme.space(2), minWidth: 0 })}>
      <h3 css={css({ margin: 0, fontSize: theme.font.size.base })}>{t('applicants.i693.title')}</h3>
      {linked.length === 0 ? <p css={mutedCss}>{t('applicants.i693.none')}</p> : null}
      {linked.length > 0 ? (
        <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(1) })}>
          {linked.map((application) => (
            <li key={application.uuid} css={[rowCss, css({ justifyContent: 'space-between' })]}>
              <span css={css({ minWidth: 0, overflowWrap: 'anywhere' })}>
                <strong>{fullName(application)}</strong>{' '}
                <span css={css({ color: theme.colors.mutedText, fontSize: theme.font.size.small })}>
                  {t('applicants.i693.details', { dob: usDate(application.dob), date: practiceDate(application.created_on) })}
                </span>
              </span>
              <Button
                variant="text"
                disabled={locked}
                onClick={() => void change(application.uuid, null)}
                aria-label={t('applicants.i693.unlinkLabel', { name: fullName(application) })}
              >
                {t('applicants.i693.unlink')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {linked.length === 0 && unmatched.length > 0 ? (
        <div css={[rowCss, css({ alignItems: 'flex-end' })]}>
          <div css={[fieldStyles.wrapper, css({ marginBlockEnd: 0, flex: '1 1 14rem', maxWidth: '32rem' })]}>
            <label htmlFor={selectId} css={fieldStyles.label}>
              {t('applicants.i693.choose')}
            </label>
            <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={locked} css={css(fieldStyles.control)}>
              <option value="">{t('applicants.i693.choosePlaceholder')}</option>
              {unmatched.map((application) => (
                <option key={application.uuid} value={application.uuid}>
                  {t('applicants.i693.option', { name: fullName(application), dob: usDate(application.dob) })}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={() => void change(chosen, applicant.uuid)} disabled={!chosen || locked}>
            {t('applicants.i693.link')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
