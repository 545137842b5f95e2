export { InternalLink, type InternalLinkProps } from './InternalLink';
export { LegalDocument, type LegalDocumentProps } from './LegalDocument';
export { RichText, TEXT_LINKS, telHref } from './RichText';
