/** The booking module's SQL: appointments and their people, availabilities and their slots, booking readiness. */
export * from './appointments';
export * from './availabilities';
export * from './i693-applications';
export * from './readiness';
export * from './slots';
