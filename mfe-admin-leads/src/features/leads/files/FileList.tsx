import { css } from '@emotion/react';
import type { LeadFile } from '@clinic/contracts';
import { Button, Dialog, isApiRequestError, notify, theme } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { archiveLeadFile, fetchFileUrl } from '../api';
import { practiceTime } from '../format';

export interface FileListProps {
  leadUuid: string;
  files: LeadFile[];
  /** Shown when there are no files. */
  emptyText: string;
  /** Called after a file was archived, to reload the lead. */
  onArchived: () => void;
}

/** Staff uploads are marked red, the client's (the default) green. */
function uploaderCss(uploadedBy: string) {
  const client = uploadedBy === 'client';
  return css({
    fontSize: '0.75rem',
    padding: '1px 8px',
    borderRadius: '999px',
    color: client ? theme.colors.success : theme.colors.error,
    background: client ? theme.colors.successBg : theme.colors.errorBg,
    border: `1px solid ${client ? theme.colors.success : theme.colors.error}`,
  });
}

/** Files of a lead or an applicant: name, pdf or other icon, updated time, uploader, Download, and archive with a confirm. */
export function FileList({ leadUuid, files, emptyText, onArchived }: FileListProps) {
  const { t } = useTranslation(NS.staff);
  const [archiving, setArchiving] = useState<LeadFile | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (file: LeadFile) => {
    // Opened before the await so popup blockers see the click; pointed at the link once it arrives.
    const tab = window.open('', '_blank');
    try {
      const { download_url } = await fetchFileUrl(file.uuid);
      if (tab) tab.location.href = download_url;
      else window.location.assign(download_url);
    } catch (err) {
      tab?.close();
      notify(isApiRequestError(err) ? err.message : t('files.downloadFailed'), 'error');
    }
  };

  const archive = async () => {
    if (!archiving) return;
    setBusy(true);
    try {
      const answer = await archiveLeadFile(leadUuid, archiving.uuid);
      notify(answer.error ?? answer.msg, answer.error ? 'error' : 'success');
      setArchiving(null);
      onArchived();
    } catch (err) {
      notify(isApiRequestError(err) ? err.message : String(err), 'error');
    } finally {
      setBusy(false);
    }
  };

  if (files.length === 0) return <p css={css({ color: theme.colors.mutedText, margin: 0 })}>{emptyText}</p>;

  return (
    <>
      <ul
        aria-label={t('files.listLabel')}
        css={css({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: theme.space(2),
        })}
      >
        {files.map((file) => {
          const isPdf = /\.pdf$/i.test(file.file_name);
          return (
            <li
              key={file.uuid}
              data-testid="lead-file"
              css={css({
                border: `1px solid ${theme.colors.border}`,
                borderRadius: theme.radius,
                padding: theme.space(2),
                display: 'grid',
                gap: theme.space(1),
                minWidth: 0,
              })}
            >
              <div css={css({ display: 'flex', gap: theme.space(2), alignItems: 'center', minWidth: 0 })}>
                <span
                  aria-label={isPdf ? t('files.pdf') : t('files.other')}
                  role="img"
                  css={css({
                    flex: 'none',
                    fontSize: '0.7rem',
                    fontWeight: 700,
                    color: '#fff',
                    background: isPdf ? theme.colors.error : theme.colors.mutedText,
                    borderRadius: '4px',
                    padding: '2px 5px',
                  })}
                >
                  {isPdf ? 'PDF' : 'FILE'}
                </span>
                <span css={css({ overflowWrap: 'anywhere', fontWeight: 600 })}>{file.file_name}</span>
              </div>
              <div
                css={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: theme.space(2),
                  alignItems: 'center',
                  fontSize: theme.font.size.small,
                  color: theme.colors.mutedText,
                })}
              >
                <span>{t('files.updated', { time: practiceTime(file.updated_on) })}</span>
                <span css={uploaderCss(file.meta.uploaded_by)} title={t('files.uploadedBy', { who: file.meta.uploaded_by })}>
                  {file.meta.uploaded_by}
                </span>
              </div>
              <div css={css({ display: 'flex', gap: theme.space(2) })}>
                <Button variant="secondary" onClick={() => void download(file)} aria-label={t('files.downloadLabel', { name: file.file_name })}>
                  {t('files.download')}
                </Button>
                <Button variant="text" onClick={() => setArchiving(file)} aria-label={t('files.archiveLabel', { name: file.file_name })}>
                  {t('files.archive')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={archiving !== null}
        onClose={() => setArchiving(null)}
        title={t('files.archiveTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setArchiving(null)}>
              {t('files.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void archive()} disabled={busy}>
              {t('files.archive')}
            </Button>
          </>
        }
      >
        <p>{t('files.archiveConfirm')}</p>
        {archiving ? <p css={css({ fontWeight: 600, overflowWrap: 'anywhere' })}>{archiving.file_name}</p> : null}
      </Dialog>
    </>
  );
}
