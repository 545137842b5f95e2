import type { I693SubmitResponse } from '@clinic/contracts';
import { api, pageLanguage } from '@clinic/platform';

/** The calls of the public I-693 pages (public-site.md 7). Failures reject with the platform's ApiRequestError. */

/**
 * Sends an I-693 application: its fields plus the front, back and signature files as `uploaded_files`
 * (201 `{uuid}`), with the page's language for the messages written to the client.
 */
export function submitI693Application(form: FormData): Promise<I693SubmitResponse> {
  const language = pageLanguage();
  if (language) form.append('language', language);
  return api.call('POST /i693-application/', { body: form });
}
