import { loopLine, loopLines } from './module-loops';

const violation = (...folders: string[]) => ({
  from: `svc-core/src/modules/${folders[0]}`,
  cycle: folders.slice(1).map((name) => ({ name: `svc-core/src/modules/${name}` })),
});

describe('the import loops between svc-core modules', () => {
  it('writes a loop the same way whichever module the report starts from', () => {
    expect(loopLine(violation('two-factor', 'auth', 'two-factor'))).toBe('auth → two-factor → auth');
    expect(loopLine(violation('auth', 'two-factor', 'auth'))).toBe('auth → two-factor → auth');
    expect(loopLine(violation('public-booking', 'booking', 'calendar-sync', 'public-booking'))).toBe('booking → calendar-sync → public-booking → booking');
  });

  it('names each loop once, however many of its modules report it', () => {
    const reports = [violation('two-factor', 'auth', 'two-factor'), violation('auth', 'two-factor', 'auth'), violation('leads', 'payments', 'leads')];
    expect(loopLines(reports)).toEqual(['auth → two-factor → auth', 'leads → payments → leads']);
  });
});
