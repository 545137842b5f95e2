import { telHref } from '@clinic/contracts';
import { Ltr, theme, visuallyHidden } from '@clinic/platform';
import { css } from '@emotion/react';
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import type { AvailableOffice } from './slots';
import { bareFieldset, card, choiceInput, choiceLabel, hint, panelSection, plainList, sectionHeading } from './styles';

/** A maps search for an address (opened in a new tab). */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

const linkCss = css({ color: theme.colors.primary, fontWeight: 600, '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' } });

export interface OfficeListProps {
  offices: AvailableOffice[];
  value: string | null;
  onChange: (officeUuid: string) => void;
  /** Until an applicant is chosen the offices cannot be. */
  disabled: boolean;
  /** Shows "Office" as the section heading (desktop); the wizard has its own step heading. */
  showHeading?: boolean;
}

/**
 * The offices with name, phone, address and a Map link (booking-leads-calendar.md 2); each card's
 * tooltip says what choosing it does, or why it cannot be chosen yet. The ref is its heading.
 */
export const OfficeList = forwardRef<HTMLHeadingElement, OfficeListProps>(function OfficeList({ offices, value, onChange, disabled, showHeading = true }, ref) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'schedule.offices' });
  const id = `offices-${useId()}`;
  return (
    <section css={panelSection} aria-labelledby={showHeading ? `${id}-heading` : undefined} aria-label={showHeading ? undefined : t('heading')}>
      {showHeading ? (
        <h3 ref={ref} id={`${id}-heading`} css={sectionHeading}>
          {t('heading')}
        </h3>
      ) : null}
      {disabled ? (
        <p id={`${id}-why`} css={hint}>
          {t('chooseApplicantFirst')}
        </p>
      ) : null}
      {offices.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <fieldset css={bareFieldset} aria-label={t('heading')} aria-describedby={disabled ? `${id}-why` : undefined}>
          <ul css={plainList}>
            {offices.map((office) => {
              const tooltip = disabled ? t('chooseApplicantFirst') : t('tooltip', { office: office.name });
              return (
                <li key={office.uuid} css={card} data-chosen={office.uuid === value} data-disabled={disabled} title={tooltip} data-testid="schedule-office">
                  <label css={choiceLabel} data-disabled={disabled}>
                    <input
                      type="radio"
                      name={id}
                      value={office.uuid}
                      checked={office.uuid === value}
                      disabled={disabled}
                      onChange={() => onChange(office.uuid)}
                      aria-describedby={`${id}-${office.uuid}-address`}
                      css={choiceInput}
                    />
                    <span css={css({ display: 'flex', alignItems: 'center', minHeight: 44, fontWeight: 600 })}>{office.name}</span>
                  </label>
                  <div css={css({ marginInlineStart: `calc(20px + ${theme.space(3)})`, display: 'flex', flexDirection: 'column', gap: theme.space(1) })}>
                    <span id={`${id}-${office.uuid}-address`}>
                      <Ltr>{office.address}</Ltr>
                    </span>
                    <span css={css({ display: 'flex', flexWrap: 'wrap', gap: theme.space(4) })}>
                      {office.phone ? (
                        <span>
                          <span css={visuallyHidden}>{t('phone')}: </span>
                          <a href={telHref(office.phone)} css={linkCss}>
                            <Ltr>{office.phone}</Ltr>
                          </a>
                        </span>
                      ) : null}
                      {office.address ? (
                        <a
                          href={mapSearchUrl(office.address)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('mapLabel', { office: office.name })}
                          css={linkCss}
                        >
                          {t('map')}
                        </a>
                      ) : null}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </section>
  );
});
