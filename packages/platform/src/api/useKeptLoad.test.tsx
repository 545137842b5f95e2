import { act, render, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { ApiRequestError } from './errors';
import { lastPageNumber, useKeptLoad, useKeptPageLoad } from './useKeptLoad';

interface Deferred<T> {
  what: string;
  signal: AbortSignal;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A load whose calls the test settles by hand. */
function manualLoad<T>() {
  const calls: Deferred<T>[] = [];
  const call = (what: string, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ what, signal, resolve, reject });
    });
  return { call, calls };
}

function Probe({ call }: { call: (what: string, signal: AbortSignal) => Promise<string> }) {
  const [what, setWhat] = useState('a');
  const load = useCallback((signal: AbortSignal) => call(what, signal), [call, what]);
  const { status, data, error, reload, update } = useKeptLoad(load);
  return (
    <>
      <p>{`${status} ${data ?? '-'} ${error ?? '-'}`}</p>
      <button onClick={() => setWhat('b')}>B</button>
      <button onClick={reload}>Reload</button>
      <button onClick={() => update((text) => text.toUpperCase())}>Upper</button>
    </>
  );
}

const shown = () => screen.getByRole('paragraph').textContent;
const click = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('useKeptLoad', () => {
  it('keeps the last answer while the next load runs and after it fails, with the server message', async () => {
    const { call, calls } = manualLoad<string>();
    render(<Probe call={call} />);
    expect(shown()).toBe('loading - -');
    await act(async () => calls[0]!.resolve('first'));
    expect(shown()).toBe('ready first -');

    click('Reload');
    expect(shown()).toBe('loading first -');
    await act(async () => calls[1]!.reject(new ApiRequestError(400, { error: 'NOT_FOUND', msg: 'No such list' })));
    expect(shown()).toBe('error first No such list');

    click('Reload');
    await act(async () => calls[2]!.reject(new Error('offline')));
    expect(shown()).toBe('error first -');
    click('Reload');
    await act(async () => calls[3]!.resolve('second'));
    expect(shown()).toBe('ready second -');
  });

  it('aborts the load in flight when what it loads changes, and ignores its answer', async () => {
    const { call, calls } = manualLoad<string>();
    render(<Probe call={call} />);
    click('B');
    expect(calls.map((c) => [c.what, c.signal.aborted])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    await act(async () => calls[0]!.resolve('old'));
    expect(shown()).toBe('loading - -');
    await act(async () => calls[1]!.resolve('new'));
    expect(shown()).toBe('ready new -');
  });

  it('changes the answer shown in place', async () => {
    const { call, calls } = manualLoad<string>();
    render(<Probe call={call} />);
    click('Upper');
    expect(shown()).toBe('loading - -');
    await act(async () => calls[0]!.resolve('rows'));
    click('Upper');
    expect(shown()).toBe('ready ROWS -');
  });
});

interface Page {
  count: number;
  results: string[];
}

function PageProbe({ call }: { call: (what: string, signal: AbortSignal) => Promise<Page> }) {
  const [page, setPage] = useState(3);
  const load = useCallback((signal: AbortSignal) => call(String(page), signal), [call, page]);
  const { status, data } = useKeptPageLoad(load, page, 10, setPage);
  return <p>{`${status} page ${page}: ${data?.results.join(',') ?? '-'}`}</p>;
}

describe('useKeptPageLoad', () => {
  it('shows the last page instead of an empty page past the end', async () => {
    const { call, calls } = manualLoad<Page>();
    render(<PageProbe call={call} />);
    await act(async () => calls[0]!.resolve({ count: 12, results: [] }));
    expect(calls.map((c) => c.what)).toEqual(['3', '2']);
    expect(shown()).toBe('loading page 2: -');
    await act(async () => calls[1]!.resolve({ count: 12, results: ['k', 'l'] }));
    expect(shown()).toBe('ready page 2: k,l');
  });

  it('shows an empty first page', async () => {
    const { call, calls } = manualLoad<Page>();
    const toPage = jest.fn();
    function FirstPage() {
      const load = useCallback((signal: AbortSignal) => call('1', signal), []);
      const { status, data } = useKeptPageLoad(load, 1, 10, toPage);
      return <p>{`${status} ${data?.count ?? '-'}`}</p>;
    }
    render(<FirstPage />);
    await act(async () => calls[0]!.resolve({ count: 0, results: [] }));
    expect(shown()).toBe('ready 0');
    expect(toPage).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('numbers the last page', () => {
    expect(lastPageNumber(0, 20)).toBe(1);
    expect(lastPageNumber(20, 20)).toBe(1);
    expect(lastPageNumber(21, 20)).toBe(2);
  });
});
