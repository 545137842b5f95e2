import { css } from '@emotion/react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children only after the page's first render has been committed, in a transition React
 * splits into short tasks: what is above them (a page's first screen) paints without waiting for the
 * rest of a long page to render. Until then a box as tall as the screen holds their place, so the
 * footer does not show and then move down.
 */
export function RenderAfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : <div data-testid="rendering-later" css={css({ minHeight: '100vh' })} />;
}
