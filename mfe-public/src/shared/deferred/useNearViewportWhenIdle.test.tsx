import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewportWhenIdle } from './useNearViewportWhenIdle';

/** An IntersectionObserver whose entries the test sends: the element's top and whether it is within the margin. */
let report: ((entry: { isIntersecting: boolean; top: number }) => void) | null = null;
let observing = 0;
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observing += 1;
    report = ({ isIntersecting, top }) =>
      this.callback([{ isIntersecting, target, boundingClientRect: { top } } as unknown as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {
    report = null;
  }
}

function Deferred() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewportWhenIdle(ref);
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

beforeAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
beforeEach(() => {
  observing = 0;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function renderWhenIdle() {
  render(<Deferred />);
  await act(async () => jest.runAllTimers());
  expect(observing).toBe(1);
}

describe('useNearViewportWhenIdle', () => {
  it('loads at once when the part is in view on arrival', async () => {
    await renderWhenIdle();
    act(() => report!({ isIntersecting: true, top: window.innerHeight - 10 }));
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('waits while the part is only within the margin below the first screen, until the visitor scrolls', async () => {
    await renderWhenIdle();
    act(() => report!({ isIntersecting: true, top: window.innerHeight + 100 }));
    expect(screen.getByText('waiting')).toBeTruthy();

    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(observing).toBe(2);
    act(() => report!({ isIntersecting: true, top: window.innerHeight + 100 }));
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('does not load while the part is far away, even after a scroll', async () => {
    await renderWhenIdle();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    act(() => report!({ isIntersecting: false, top: window.innerHeight * 5 }));
    expect(screen.getByText('waiting')).toBeTruthy();
  });
});
