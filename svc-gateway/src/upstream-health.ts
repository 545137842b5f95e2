/** Resolves when `<baseUrl>/readyz` answers 200 within `timeoutMs`; throws otherwise. */
export async function checkUpstreamReady(baseUrl: string, timeoutMs: number): Promise<void> {
  const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  await res.body?.cancel();
  if (res.status !== 200) throw new Error(`${baseUrl}/readyz answered ${res.status}`);
}
