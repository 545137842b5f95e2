/** The e-mails and SMS to clients, each in the eight languages of the site. */
export * from './layout';
export * from './booking-link';
export * from './booking-code';
export * from './appointment';
export * from './questions';
export * from './lab-instructions';
export * from './review-request';
export * from './payment-reminder';
export * from './checklist-items';
export * from './checklist';
export * from './document-request';
export * from './document-code';
export * from './unsubscribe';
export * from './xray-order';
