import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import type { ReactNode } from 'react';
import type { StaffVaccineInfo } from '@clinic/contracts';
import type { EditForm } from './editForm';

/** What each section of the edit panel gets: the form and a way to change some of it. */
export interface SectionProps {
  form: EditForm;
  update: (change: Partial<EditForm>) => void;
}

/** What each lab section gets: the vaccine information and a way to change some of it. */
export interface LabSectionProps {
  info: StaffVaccineInfo;
  updateInfo: (change: Partial<StaffVaccineInfo>) => void;
}

/** A titled group of fields, laid out in as many columns as fit. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <fieldset css={css({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, margin: 0, padding: theme.space(4), minWidth: 0 })}>
      <legend css={css({ fontWeight: 700, paddingInline: theme.space(1) })}>{title}</legend>
      <div
        css={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))', columnGap: theme.space(4), alignItems: 'start' })}
      >
        {children}
      </div>
      {actions ? <div css={css({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>{actions}</div> : null}
    </fieldset>
  );
}
