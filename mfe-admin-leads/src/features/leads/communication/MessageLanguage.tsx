import { css } from '@emotion/react';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@clinic/contracts';
import { Button, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';

export interface MessageLanguageProps {
  /** The client's language (the lead's). */
  client: LanguageCode;
  /** The language the prefilled message is shown in. */
  shown: LanguageCode;
  onShow: (language: LanguageCode) => void;
}

const nameOf = (code: LanguageCode) => LANGUAGES.find((l) => l.code === code)!.name;

/**
 * Which language a prefilled client message is in, with a switch between the client's language and
 * English so staff can read it; the message is sent as shown. Nothing for an English-speaking client.
 */
export function MessageLanguage({ client, shown, onShow }: MessageLanguageProps) {
  const { t } = useTranslation(NS.staff);
  if (client === DEFAULT_LANGUAGE) return null;
  const inClientLanguage = shown === client;
  return (
    <p css={css({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' })}>
      <span>{t(inClientLanguage ? 'communication.inClientLanguage' : 'communication.inEnglish', { language: nameOf(client) })}</span>
      <Button variant="text" onClick={() => onShow(inClientLanguage ? DEFAULT_LANGUAGE : client)}>
        {t('communication.showIn', { language: nameOf(inClientLanguage ? DEFAULT_LANGUAGE : client) })}
      </Button>
    </p>
  );
}
