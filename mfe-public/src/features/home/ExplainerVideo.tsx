import { theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';
import { explainerVideoFor, type ExplainerVideos } from '@clinic/contracts';
import { youtubeEmbedUrl } from './explainerVideos';

const frame = css({
  position: 'relative',
  width: '100%',
  maxWidth: 880,
  marginInline: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: theme.radius,
  overflow: 'hidden',
  background: '#0e2a47',
});
const fill = css({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

/**
 * The explainer video of the current language behind a click-to-load facade: nothing is fetched
 * from the video host until the visitor presses play.
 */
export function ExplainerVideo({ videos }: { videos: ExplainerVideos }) {
  const { t, i18n } = useTranslation(NS.pages);
  const videoId = explainerVideoFor(i18n.language, videos);
  const [playing, setPlaying] = useState<string | null>(null);
  if (!videoId) return null;
  const active = playing === videoId;
  return (
    <div css={frame} data-testid="explainer-video">
      {active ? (
        <iframe
          css={fill}
          src={youtubeEmbedUrl(videoId)}
          title={t('appointmentsPage.videoFrameTitle')}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(videoId)}
          css={[
            fill,
            css({
              display: 'grid',
              placeItems: 'center',
              alignContent: 'center',
              gap: theme.space(3),
              cursor: 'pointer',
              color: '#ffffff',
              font: 'inherit',
              background: 'radial-gradient(circle at 30% 20%, #1f6fbf 0%, #0e2a47 70%)',
              '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '-6px' },
              '&:hover span[data-play]': { transform: 'scale(1.06)' },
            }),
          ]}
        >
          <span
            data-play
            aria-hidden="true"
            css={css({
              width: 72,
              height: 72,
              borderRadius: '50%',
              background: '#ffffff',
              display: 'grid',
              placeItems: 'center',
              transition: 'transform 120ms ease',
            })}
          >
            <svg width="28" height="28" viewBox="0 0 24 24" focusable="false">
              <path d="M8 5v14l11-7z" fill="#0b5cad" />
            </svg>
          </span>
          <span css={css({ fontWeight: 600, fontSize: theme.font.size.large, paddingInline: theme.space(4), textAlign: 'center' })}>
            {t('appointmentsPage.playVideo')}
          </span>
        </button>
      )}
    </div>
  );
}
