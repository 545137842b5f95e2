export { LegalDocument, type LegalDocumentProps } from './LegalDocument';
export { RichText, TEXT_LINKS } from './RichText';
