import type { Config, Logger } from '@clinic/server-kit';
import { createFormFiller, type FormFiller } from './fill';
import { loadOfficialI693 } from './template';

export { I693FormFileError } from './template';

/** Fills the official Form I-693 of I693_FORM_PDF. */
export type OfficialI693Filler = FormFiller;

/**
 * The official Form I-693 filler of I693_FORM_PDF, or undefined when it is not set (the I-693 PDF is
 * then the practice's data sheet). Throws I693FormFileError, naming what it found, for a file that
 * is not a Form I-693 of an edition the mapping knows: the service does not start with it.
 */
export async function officialI693FromConfig(config: Pick<Config, 'i693FormPdf' | 'isProduction'>, logger: Logger): Promise<OfficialI693Filler | undefined> {
  if (!config.i693FormPdf) {
    logger[config.isProduction ? 'warn' : 'info']('I693_FORM_PDF is not set: I-693 PDFs are the data sheet, not the official form');
    return undefined;
  }
  const form = await loadOfficialI693(config.i693FormPdf);
  logger.info({ file: config.i693FormPdf, edition: form.edition.edition }, 'official Form I-693 ready');
  return createFormFiller(form);
}

/** The official form while its blank is prepared in the background (officialI693InBackground). */
export interface PreparingOfficialI693 {
  /** Undefined without I693_FORM_PDF; a form filled before the blank is prepared waits for it. */
  filler: OfficialI693Filler | undefined;
  /** Settles when the blank is prepared; rejects with I693FormFileError for a file that is not a Form I-693 of a known edition. */
  prepared: Promise<void>;
  /** Readiness: throws until the blank is prepared. */
  check(): Promise<void>;
}

/**
 * officialI693FromConfig without waiting for it: preparing the blank takes about a second of parsing,
 * which svc-core's start does not wait for (a restarted process answers sooner); its readiness does.
 */
export function officialI693InBackground(config: Pick<Config, 'i693FormPdf' | 'isProduction'>, logger: Logger): PreparingOfficialI693 {
  const ready = officialI693FromConfig(config, logger);
  let done = false;
  const prepared = ready.then(() => {
    done = true;
  });
  return {
    filler: config.i693FormPdf
      ? {
          async fill(practice, data) {
            const filler = await ready;
            if (!filler) throw new Error('I693_FORM_PDF is set but no filler was made');
            return filler.fill(practice, data);
          },
        }
      : undefined,
    prepared,
    async check() {
      if (!done) throw new Error('the blank official Form I-693 is being prepared');
    },
  };
}
