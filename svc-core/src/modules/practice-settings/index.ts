/** The practice-settings module's face: what other modules may import from it. */
export { contactLine, orderingProvider, practiceNameInText, resultsChannels, signatureHtml, type PracticeContact } from './contact';
export { practiceSettingsRoutes } from './routes';
export { loadPracticeSettings, type PracticeSettingsConfig } from './service';
