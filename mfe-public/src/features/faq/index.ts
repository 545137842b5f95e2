export { Faq, type FaqProps } from './Faq';
export { FAQ_ITEMS, faqIdFromHash, type FaqItem, type FaqItemId, type FaqItemKey } from './items';
