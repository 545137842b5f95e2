import { VIDEO_EMBED_ORIGIN } from '@clinic/contracts';

/** The embed address of a YouTube explainer video, started by the click that loaded it. */
export function youtubeEmbedUrl(id: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}
