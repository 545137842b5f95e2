import { css } from '@emotion/react';
import { QUANTIFERON_ITEM_KEY, SECOND_DOSE_ITEM_KEYS, type ChecklistItem } from '@clinic/contracts';
import { Button, StatusBadge, theme } from '@clinic/platform';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { usDate } from '../format';
import { mutedCss, rowCss } from './panelStyles';
import { SecondDoseField } from './SecondDoseField';

export interface ChecklistItemsProps {
  title: string;
  emptyText: string;
  items: ChecklistItem[];
  saving: boolean;
  onMarkReceived: (item: ChecklistItem) => void;
  onMarkPending: (item: ChecklistItem) => void;
  onSecondDose: (item: ChecklistItem, date: string | null) => void;
}

/** A numbered list of vaccines or lab tests: name, description, Pending/Done with Mark Received or Mark Pending, and the extra dates. */
export function ChecklistItems({ title, emptyText, items, saving, onMarkReceived, onMarkPending, onSecondDose }: ChecklistItemsProps) {
  const { t } = useTranslation(NS.staff);
  const titleId = useId();
  return (
    <div css={css({ display: 'grid', gap: theme.space(2), minWidth: 0 })}>
      <h3 id={titleId} css={css({ margin: 0, fontSize: theme.font.size.base })}>
        {title}
      </h3>
      {items.length === 0 ? (
        <p css={mutedCss}>{emptyText}</p>
      ) : (
        <ol aria-labelledby={titleId} css={css({ margin: 0, paddingInlineStart: theme.space(6), display: 'grid', gap: theme.space(2) })}>
          {items.map((item) => {
            const done = item.status === 'done';
            return (
              <li
                key={item.key}
                data-testid={`checklist-item-${item.key}`}
                css={css({ paddingBlockEnd: theme.space(2), borderBlockEnd: `1px solid ${theme.colors.border}`, minWidth: 0 })}
              >
                <div css={[rowCss, css({ justifyContent: 'space-between' })]}>
                  <span css={css({ flex: '1 1 10rem', minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' })}>
                    {item.name}
                    {item.is_optional ? (
                      <StatusBadge tone="neutral" size="small" css={css({ marginInlineStart: theme.space(2) })}>
                        {t('applicants.checklist.optional')}
                      </StatusBadge>
                    ) : null}
                  </span>
                  <span css={rowCss}>
                    <StatusBadge tone={done ? 'success' : 'warning'} size="small" data-testid="item-status">
                      {done ? t('applicants.checklist.done') : t('applicants.checklist.pending')}
                    </StatusBadge>
                    {done ? (
                      <Button
                        variant="text"
                        disabled={saving}
                        onClick={() => onMarkPending(item)}
                        aria-label={t('applicants.checklist.markPendingLabel', { name: item.name })}
                      >
                        {t('applicants.checklist.markPending')}
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        disabled={saving}
                        onClick={() => onMarkReceived(item)}
                        aria-label={t('applicants.checklist.markReceivedLabel', { name: item.name })}
                      >
                        {t('applicants.checklist.markReceived')}
                      </Button>
                    )}
                  </span>
                </div>
                {item.description ? <p css={[mutedCss, css({ fontSize: theme.font.size.small, overflowWrap: 'anywhere' })]}>{item.description}</p> : null}
                {item.notes ? <p css={css({ margin: 0, fontSize: theme.font.size.small, overflowWrap: 'anywhere' })}>{item.notes}</p> : null}
                {item.key === QUANTIFERON_ITEM_KEY && done && item.collection_date ? (
                  <p css={css({ margin: 0, fontSize: theme.font.size.small })}>
                    {t('applicants.checklist.collectedOn', { date: usDate(item.collection_date) })}
                  </p>
                ) : null}
                {SECOND_DOSE_ITEM_KEYS.includes(item.key) ? (
                  <SecondDoseField itemName={item.name} value={item.second_dose} saving={saving} onSave={(date) => onSecondDose(item, date)} />
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
