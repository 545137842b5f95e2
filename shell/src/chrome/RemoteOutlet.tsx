import { useLayoutEffect, useRef } from 'react';
import { getOutletElement } from '../remotes/outlet';

/** Attaches the one outlet element remotes mount into (see remotes/outlet.ts). */
export function RemoteOutlet() {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const outlet = getOutletElement();
    host.current?.appendChild(outlet);
  }, []);
  return <div ref={host} data-testid="remote-outlet-host" css={{ minWidth: 0 }} />;
}
