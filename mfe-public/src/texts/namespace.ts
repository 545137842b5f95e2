/** This remote's i18n namespace: its name, under which its texts are registered. */
export const TEXT_NAMESPACE = 'mfe-public';
