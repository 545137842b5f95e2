export * from './languages';
export * from './api-error';
export * from './access';
export * from './auth';
export * from './routes';
export * from './messages';
export * from './api-routes';
