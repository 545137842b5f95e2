import { css } from '@emotion/react';
import { hint } from './styles';

export interface ApplicantNameLinesProps {
  name: string;
  /** Age, the other e-mail they were found under, …: on one muted line, each isolated, dot-separated. */
  details: readonly string[];
}

/** An applicant's name in bold over their details (the schedule's and the editor's applicant rows). */
export function ApplicantNameLines({ name, details }: ApplicantNameLinesProps) {
  return (
    <>
      <span css={css({ fontWeight: 600 })}>{name}</span>
      {details.length > 0 ? (
        <span css={hint}>
          {details.map((detail, index) => (
            <span key={index}>
              {index > 0 ? ' · ' : null}
              <bdi>{detail}</bdi>
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
}
