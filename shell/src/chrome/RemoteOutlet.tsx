import { useLayoutEffect, useRef } from 'react';
import { attachOutlet } from '../remotes/outlet';

/** Attaches the one outlet element remotes mount into (see remotes/outlet.ts). */
export function RemoteOutlet() {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (host.current) attachOutlet(host.current);
  }, []);
  return <div ref={host} data-testid="remote-outlet-host" css={{ minWidth: 0 }} />;
}
