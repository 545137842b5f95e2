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
