import { explainerVideosSchema, type ExplainerVideos, type I693SubmitResponse } from '@clinic/contracts';
import { api } from '@clinic/platform';

/** The calls of the public I-693 pages (public-site.md 7). Failures reject with the platform's ApiRequestError. */

/** Sends an I-693 application: its fields plus the front, back and signature files as `uploaded_files` (201 `{uuid}`). */
export function submitI693Application(form: FormData): Promise<I693SubmitResponse> {
  return api.post<I693SubmitResponse>('/i693-application/', form);
}

/** The configured tutorial video of each language; a read that swallows failure: none when the call fails. */
export async function fetchTutorialVideos(signal?: AbortSignal): Promise<ExplainerVideos> {
  try {
    const parsed = explainerVideosSchema.safeParse(await api.get('/site/i693-tutorial-videos/', { signal }));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
