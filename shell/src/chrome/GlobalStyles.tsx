import { css, Global } from '@emotion/react';
import { theme } from '@clinic/platform';

export function GlobalStyles() {
  return (
    <Global
      styles={css({
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { WebkitTextSizeAdjust: '100%' },
        body: {
          margin: 0,
          fontFamily: theme.font.family,
          fontSize: theme.font.size.base,
          lineHeight: 1.5,
          color: theme.colors.text,
          background: theme.colors.background,
        },
        'img, svg, video, canvas, iframe': { maxWidth: '100%' },
        a: { color: theme.colors.primary },
        '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
      })}
    />
  );
}
