import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { RenderAfterFirstPaint } from './RenderAfterFirstPaint';

describe('RenderAfterFirstPaint', () => {
  it('commits the page above first, with a screen-tall box in place of the rest, then the rest', () => {
    const firstCommit: Array<string | null> = [];
    function FirstCommit() {
      // Runs as the first commit is applied to the page, before the browser may paint it.
      useLayoutEffect(() => {
        const placeholder = document.querySelector('[data-testid="rendering-later"]');
        firstCommit.push(placeholder ? getComputedStyle(placeholder).minHeight : null, screen.queryByText('The rest')?.tagName ?? null);
      }, []);
      return <h1>Appointments</h1>;
    }
    render(
      <main>
        <FirstCommit />
        <RenderAfterFirstPaint>
          <section>The rest</section>
        </RenderAfterFirstPaint>
      </main>,
    );
    expect(firstCommit[0]).toBe('100vh');
    expect(firstCommit[1]).toBeNull();
    expect(screen.getByText('The rest').tagName).toBe('SECTION');
    expect(screen.queryByTestId('rendering-later')).toBeNull();
  });
});
