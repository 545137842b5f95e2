import { css } from '@emotion/react';
import type { I693FileLink } from '@clinic/contracts';
import { Alert, Button, isApiRequestError, Spinner, theme, useAbortableLoad } from '@clinic/platform';
import { Drawer } from '@clinic/platform/staff';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchIdDocumentLink } from './api';
import { NS } from '../../texts';

export type IdSide = 'front' | 'back';

export interface IdDocumentDrawerProps {
  /** The application and side to show; the drawer is closed when null. */
  shown: { uuid: string; name: string; side: IdSide } | null;
  onClose: () => void;
}

/** The side drawer showing the front or back of an applicant's photo ID: an image, or a PDF in a frame. */
export function IdDocumentDrawer({ shown, onClose }: IdDocumentDrawerProps) {
  const { t } = useTranslation(NS.staff);
  // Fetched on each opening: the link works only for a few minutes.
  const load = useMemo(() => (shown ? (signal: AbortSignal) => fetchIdDocumentLink(shown.uuid, shown.side, signal) : null), [shown]);
  const { state, reload } = useAbortableLoad(load);

  const title = shown ? t(`drawer.title.${shown.side}`, { name: shown.name }) : '';
  return (
    <Drawer open={shown !== null} onClose={onClose} title={title} closeLabel={t('drawer.close')} testId="id-drawer">
      {state.status === 'loading' ? <Spinner label={t('drawer.loading')} /> : null}
      {state.status === 'error' ? (
        <Alert
          type="error"
          action={
            <Button variant="secondary" onClick={reload}>
              {t('drawer.retry')}
            </Button>
          }
        >
          {isApiRequestError(state.error) ? state.error.message : t('drawer.failed')}
        </Alert>
      ) : null}
      {state.status === 'ready' ? <DocumentView link={state.data} title={title} /> : null}
    </Drawer>
  );
}

function DocumentView({ link, title }: { link: I693FileLink; title: string }) {
  const { t } = useTranslation(NS.staff);
  const [broken, setBroken] = useState(false);
  const isImage = link.content_type.startsWith('image/');
  return (
    <>
      {broken ? <Alert type="error">{t('drawer.failed')}</Alert> : null}
      {isImage ? (
        <img
          src={link.url}
          alt={title}
          onError={() => setBroken(true)}
          css={css({ display: 'block', maxWidth: '100%', height: 'auto', marginInline: 'auto', border: `1px solid ${theme.colors.border}` })}
        />
      ) : (
        <iframe src={link.url} title={title} css={css({ flex: 1, width: '100%', minHeight: '70vh', border: `1px solid ${theme.colors.border}` })} />
      )}
      <a href={link.url} target="_blank" rel="noopener noreferrer" css={css({ color: theme.colors.primary, alignSelf: 'flex-start' })}>
        {t('drawer.openInTab')}
      </a>
    </>
  );
}
