import pino from 'pino';

export type Logger = pino.Logger;

/**
 * JSON logger (pino) tagged with the service name. LOG_LEVEL sets the level; under jest the default
 * is silent so test output stays readable.
 */
export function createLogger(service: string, level?: string): Logger {
  const fallback = process.env.JEST_WORKER_ID ? 'silent' : 'info';
  return pino({
    level: level ?? process.env.LOG_LEVEL ?? fallback,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['password', '*.password', 'token', '*.token', 'req.headers.authorization'], censor: '[redacted]' },
  });
}
