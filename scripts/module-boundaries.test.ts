import { boundaryLines, loopLine, type BoundaryViolation } from './module-boundaries';

const loop = (...folders: string[]): BoundaryViolation => ({
  rule: { name: 'no-module-loop' },
  from: `svc-core/src/modules/${folders[0]}`,
  to: `svc-core/src/modules/${folders[1]}`,
  cycle: folders.slice(1).map((name) => ({ name: `svc-core/src/modules/${name}` })),
});

describe('the breaches of svc-core module boundaries', () => {
  it('writes a loop the same way whichever module the report starts from', () => {
    expect(loopLine(loop('two-factor', 'auth', 'two-factor'))).toBe('auth → two-factor → auth');
    expect(loopLine(loop('auth', 'two-factor', 'auth'))).toBe('auth → two-factor → auth');
    expect(loopLine(loop('public-booking', 'booking', 'calendar-sync', 'public-booking'))).toBe('booking → calendar-sync → public-booking → booking');
  });

  it('names each loop once, however many of its modules report it, before the imports past a face', () => {
    const reports = [
      { rule: { name: 'module-face-only' }, from: 'svc-core/src/modules/offices/admin.ts', to: 'svc-core/src/modules/booking/errors.ts' },
      loop('two-factor', 'auth', 'two-factor'),
      loop('auth', 'two-factor', 'auth'),
      loop('leads', 'payments', 'leads'),
    ];
    expect(boundaryLines(reports)).toEqual([
      'import loop between svc-core modules: auth → two-factor → auth',
      'import loop between svc-core modules: leads → payments → leads',
      'svc-core/src/modules/offices/admin.ts imports svc-core/src/modules/booking/errors.ts: another module is imported through its index.ts',
    ]);
  });
});
