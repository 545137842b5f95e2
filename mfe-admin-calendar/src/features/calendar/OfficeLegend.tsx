import { css } from '@emotion/react';
import type { Office } from '@clinic/contracts';
import { theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

export interface OfficeLegendProps {
  offices: readonly Office[];
  colors: ReadonlyMap<string, string>;
}

/** All Offices: which colour marks which office's appointments. */
export function OfficeLegend({ offices, colors }: OfficeLegendProps) {
  const { t } = useTranslation(NS.staff);
  return (
    <ul
      aria-label={t('calendar.officeColors')}
      css={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: `${theme.space(1)} ${theme.space(3)}`,
        margin: 0,
        padding: 0,
        listStyle: 'none',
        fontSize: theme.font.size.small,
      })}
    >
      {offices.map((office) => (
        <li key={office.uuid} css={css({ display: 'flex', alignItems: 'center', gap: theme.space(1) })}>
          <span aria-hidden="true" css={css({ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: colors.get(office.uuid) })} />
          {office.name}
        </li>
      ))}
    </ul>
  );
}
