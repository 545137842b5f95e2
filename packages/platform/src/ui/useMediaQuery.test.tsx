import { act, render, screen } from '@testing-library/react';
import { COMPACT_LAYOUT_QUERY, useCompactLayout } from './useMediaQuery';

function Layout() {
  return <p>{useCompactLayout() ? 'compact' : 'wide'}</p>;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('useCompactLayout', () => {
  it('follows the window across the 768 px breakpoint', () => {
    let listener: (() => void) | undefined;
    const media = { matches: true, addEventListener: (_: string, l: () => void) => (listener = l), removeEventListener: jest.fn() };
    const matchMedia = jest.fn().mockReturnValue(media);
    window.matchMedia = matchMedia;
    render(<Layout />);
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 767px)');
    expect(COMPACT_LAYOUT_QUERY).toBe('(max-width: 767px)');
    expect(screen.getByText('compact')).toBeTruthy();
    media.matches = false;
    act(() => listener?.());
    expect(screen.getByText('wide')).toBeTruthy();
  });

  it('is the wide layout where the browser has no matchMedia', () => {
    render(<Layout />);
    expect(screen.getByText('wide')).toBeTruthy();
  });
});
