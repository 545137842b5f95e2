import { act, render, screen } from '@testing-library/react';
import { useCallback } from 'react';
import { useAbortableLoad, type AbortableLoad } from './useAbortableLoad';

interface Deferred {
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** A load whose calls the test settles by hand. */
function manualLoad() {
  const calls: Deferred[] = [];
  const load = jest.fn(
    (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { load, calls };
}

function Probe({ load, what }: { load: AbortableLoad<string> | null; what?: string }) {
  const bound = useCallback((signal: AbortSignal) => load!(signal).then((answer) => `${what ?? ''}${answer}`), [load, what]);
  const { state, reload } = useAbortableLoad(load ? bound : null);
  return (
    <>
      <p>{state.status === 'ready' ? `ready: ${state.data}` : state.status === 'error' ? `error: ${String(state.error)}` : state.status}</p>
      <button onClick={reload}>Reload</button>
    </>
  );
}

const shown = () => screen.getByRole('paragraph').textContent;

describe('useAbortableLoad', () => {
  it('loads on mount and shows the answer, or the error', async () => {
    const { load, calls } = manualLoad();
    render(<Probe load={load} />);
    expect(shown()).toBe('loading');
    await act(async () => calls[0]!.resolve('offices'));
    expect(shown()).toBe('ready: offices');
    act(() => screen.getByRole('button', { name: 'Reload' }).click());
    expect(shown()).toBe('loading');
    await act(async () => calls[1]!.reject('down'));
    expect(shown()).toBe('error: down');
  });

  it('aborts the load in flight when a newer one starts, and ignores its late answer', async () => {
    const { load, calls } = manualLoad();
    const { rerender } = render(<Probe load={load} what="Fremont: " />);
    rerender(<Probe load={load} what="San Jose: " />);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[1]!.resolve('3 slots'));
    await act(async () => calls[0]!.resolve('old slots'));
    expect(shown()).toBe('ready: San Jose: 3 slots');
  });

  it('loads nothing while there is nothing to load, and aborts when the screen goes', () => {
    const { load, calls } = manualLoad();
    const { rerender, unmount } = render(<Probe load={null} />);
    expect(shown()).toBe('idle');
    rerender(<Probe load={load} />);
    expect(shown()).toBe('loading');
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});
