import { Ltr } from '@clinic/platform';
import { Trans, useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { formatCountdown } from './countdown';

const TIME = { time: <Ltr /> };

/** A landing text with `<time>{{time}}</time>` filled with m:ss, kept left-to-right in right-to-left languages. */
export function TimeLeft({ i18nKey, seconds }: { i18nKey: string; seconds: number }) {
  const { t } = useTranslation(NS.client);
  return <Trans t={t} i18nKey={i18nKey} values={{ time: formatCountdown(seconds) }} components={TIME} />;
}
