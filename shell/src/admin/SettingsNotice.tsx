import { REQUIRED_PRACTICE_SETTINGS } from '@clinic/contracts';
import { api, mq, setMissingPracticeSettings, SiteLink, theme, useMissingPracticeSettings, useSession } from '@clinic/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const SETTINGS_PATH = '/admin/settings';

/**
 * For admins in the admin frame: what the practice has still to fill before production shows it to
 * anyone (`missing` of `GET /admin/settings/`), with a link to Settings; nothing once all is filled.
 * The Settings screen updates the same list when it saves.
 */
export function SettingsNotice({ pathname }: { pathname: string }) {
  const { t } = useTranslation('common');
  const token = useSession((s) => s.token);
  const missing = useMissingPracticeSettings();

  useEffect(() => {
    const controller = new AbortController();
    api.call('GET /admin/settings/', { signal: controller.signal, skipAuthHandling: true }).then(
      (reply) => setMissingPracticeSettings(reply.missing),
      () => undefined,
    );
    return () => controller.abort();
  }, [token]);

  if (!missing || missing.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="settings-missing-notice"
      css={{
        background: theme.colors.warningBg,
        color: theme.colors.text,
        borderBlockEnd: `1px solid ${theme.colors.warning}`,
        paddingBlock: theme.space(2),
        paddingInline: theme.space(6),
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space(2),
        alignItems: 'baseline',
        [mq.mobile]: { paddingInline: theme.space(4) },
      }}
    >
      <span>{t('admin.settingsMissing', { list: missing.map((key) => REQUIRED_PRACTICE_SETTINGS[key]).join(', ') })}</span>
      {pathname === SETTINGS_PATH ? null : (
        <SiteLink href={SETTINGS_PATH} css={{ fontWeight: 700, color: theme.colors.primary }}>
          {t('admin.openSettings')}
        </SiteLink>
      )}
    </div>
  );
}
