import { css } from '@emotion/react';
import { formatPhone, leadSearchPath, type AppointmentRequestEntry } from '@clinic/contracts';
import { Ltr, SiteLink, visuallyHidden } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { cardTableCss } from '../../../shared/cardTable';
import { fullName, practiceTime, usDate } from '../format';

/** The Leads screen searching this e-mail. */
export function leadHref(email: string): string {
  return leadSearchPath(email);
}

/** A table on wide screens; on phones one card per request, each cell under its column's name (`data-label`). */
const tableCss = cardTableCss({ card: '& tbody > tr', cells: '& td' });

/** The appointment requests of the page, each with a link to its lead. */
export function RequestTable({ requests }: { requests: readonly AppointmentRequestEntry[] }) {
  const { t } = useTranslation(NS.staff);
  const column = (key: string) => t(`requests.columns.${key}`);
  return (
    <table css={tableCss}>
      <caption css={visuallyHidden}>{t('requests.caption')}</caption>
      <thead>
        <tr>
          {['name', 'email', 'phone', 'dob', 'language', 'documents', 'received', 'lead'].map((key) => (
            <th key={key} scope="col">
              {column(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <tr key={request.uuid} data-testid="request-row">
            <td css={css({ fontWeight: 600 })}>{fullName(request)}</td>
            <td data-label={column('email')}>{request.email}</td>
            <td data-label={column('phone')}>{request.phone ? <Ltr>{formatPhone(request.phone)}</Ltr> : null}</td>
            <td data-label={column('dob')}>{usDate(request.dob)}</td>
            <td data-label={column('language')}>{request.preferred_language}</td>
            <td data-label={column('documents')}>{request.files}</td>
            <td data-label={column('received')}>
              <time dateTime={request.created_on}>
                <Ltr>{practiceTime(request.created_on)}</Ltr>
              </time>
            </td>
            <td>
              <SiteLink href={leadHref(request.email)} aria-label={t('requests.openLeadLabel', { email: request.email })}>
                {t('requests.openLead')}
              </SiteLink>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
