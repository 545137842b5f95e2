import { ONLINE_NOTICE_MS } from '@clinic/contracts';
import { theme } from '@clinic/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Notice = 'offline' | 'online' | null;

/** booking-leads-calendar.md 8/9: the offline and back-online notices, each shown for 4 s. */
export function OnlineNotice() {
  const { t } = useTranslation('common');
  const [notice, setNotice] = useState<Notice>(() => (typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : null));

  useEffect(() => {
    const offline = () => setNotice('offline');
    const online = () => setNotice('online');
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), ONLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <div
      role="status"
      aria-live="polite"
      css={{
        position: 'fixed',
        insetInline: theme.space(4),
        insetBlockEnd: theme.space(4),
        zIndex: theme.zIndex.notice,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      {notice ? (
        <div
          data-testid="online-notice"
          css={{
            pointerEvents: 'auto',
            maxWidth: '100%',
            paddingBlock: theme.space(3),
            paddingInline: theme.space(4),
            borderRadius: theme.radius,
            color: '#fff',
            background: notice === 'offline' ? theme.colors.error : theme.colors.success,
            boxShadow: '0 4px 16px rgba(0,0,0,0.2)',
            overflowWrap: 'anywhere',
          }}
        >
          {notice === 'offline' ? t('network.offline') : t('network.online')}
        </div>
      ) : null}
    </div>
  );
}
