import { MAP_LOCATIONS, isRtl, type LanguageCode } from '@clinic/contracts';
import { Alert, Spinner, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';
import { useNearViewportWhenIdle } from '../../shared/deferred/useNearViewportWhenIdle';
import type { MapTexts } from './leafletMap';

type LoadState = 'waiting' | 'loading' | 'ready' | 'error';

const frame = css({
  position: 'relative',
  width: '100%',
  height: '420px',
  borderRadius: theme.radius,
  overflow: 'hidden',
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  '@media (max-width: 600px)': { height: '320px' },
  // Leaflet's own layout is physical (left/top): keep it left-to-right; popups set their own direction.
  '.leaflet-container': { width: '100%', height: '100%', font: 'inherit' },
  '.clinic-map-marker': { background: 'none', border: 0 },
  '.clinic-map-marker:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px', borderRadius: '50%' },
  '.clinic-map-popup': { display: 'grid', gap: theme.space(2), fontSize: theme.font.size.base, color: theme.colors.text, textAlign: 'start' },
  '.clinic-map-popup address': { fontStyle: 'normal', textAlign: 'start' },
  '.leaflet-container a.clinic-map-direction': {
    justifySelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '36px',
    paddingInline: theme.space(3),
    borderRadius: theme.radius,
    background: theme.colors.primary,
    color: theme.colors.primaryText,
    fontWeight: 600,
    textDecoration: 'none',
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
  },
});

const overlay = css({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', padding: theme.space(4) });

/**
 * The map of the 13 locations (MAP_LOCATIONS). Leaflet is imported once the page has loaded and the
 * map comes near the viewport (its frame keeps its size meanwhile, so nothing shifts); tiles come
 * from OpenStreetMap (the markers still show when tiles cannot load).
 */
export function LocationsMap() {
  const { t, i18n } = useTranslation(NS.pages);
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('waiting');
  const texts = useRef<() => MapTexts>(() => ({ direction: '', directionLabel: () => '', dir: 'ltr' }));
  texts.current = () => ({
    direction: t('map.direction'),
    directionLabel: (name: string) => t('map.directionLabel', { name }),
    dir: isRtl(i18n.language as LanguageCode) ? 'rtl' : 'ltr',
  });

  const near = useNearViewportWhenIdle(container);

  useEffect(() => {
    const element = container.current;
    if (!near || !element) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    setState('loading');
    import(/* webpackChunkName: "leaflet-map" */ './leafletMap')
      .then(({ mountLocationsMap }) => {
        if (cancelled) return;
        remove = mountLocationsMap(element, MAP_LOCATIONS, () => texts.current());
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [near]);

  return (
    <div css={frame} data-testid="locations-map" data-state={state}>
      <div ref={container} dir="ltr" role="region" aria-label={t('map.label', { total: MAP_LOCATIONS.length })} css={css({ width: '100%', height: '100%' })} />
      {state === 'loading' || state === 'waiting' ? (
        <div css={overlay} aria-hidden={state === 'waiting'}>
          {state === 'loading' ? <Spinner label={t('map.loading')} /> : null}
        </div>
      ) : null}
      {state === 'error' ? (
        <div css={overlay}>
          <Alert type="error">{t('map.error')}</Alert>
        </div>
      ) : null}
    </div>
  );
}
