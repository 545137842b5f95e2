/** The e-mails and SMS to clients, each in the eight languages of the site. */
export * from './layout';
export * from './booking-link';
export * from './booking-code';
export * from './appointment';
