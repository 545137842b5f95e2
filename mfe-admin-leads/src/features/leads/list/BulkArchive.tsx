import { css } from '@emotion/react';
import type { Lead } from '@clinic/contracts';
import { Button, Dialog, notify, theme } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { setLeadsActive } from '../api';
import { useFailureText } from '../useFailureText';

export interface BulkArchiveProps {
  /** The ticked leads. */
  leads: Lead[];
  /** Called once the call ended, with whether the leads were archived. */
  onDone: (archived: boolean) => void;
}

/** The Archive button of the ticked leads, with its 'Sure to archive?' confirm. */
export function BulkArchive({ leads, onDone }: BulkArchiveProps) {
  const { t } = useTranslation(NS.staff);
  const failureText = useFailureText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const archive = async () => {
    setBusy(true);
    let archived = false;
    try {
      await setLeadsActive(
        leads.map((lead) => lead.uuid),
        false,
      );
      notify(t('list.archiveChanged'), 'success');
      archived = true;
    } catch {
      notify(failureText('list.archiveFailed'), 'error');
    }
    setBusy(false);
    setConfirming(false);
    onDone(archived);
  };

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('list.archive')}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        dismissible={!busy}
        title={t('list.archiveTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('list.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void archive()} busy={busy}>
              {t('list.archive')}
            </Button>
          </>
        }
      >
        <p css={css({ marginBlockStart: 0 })}>{t('list.archiveConfirm')}</p>
        <ul css={css({ margin: 0, paddingInlineStart: theme.space(5), maxHeight: '40vh', overflowY: 'auto', overflowWrap: 'anywhere' })}>
          {leads.map((lead) => (
            <li key={lead.uuid}>{lead.email}</li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
