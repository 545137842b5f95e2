import { compareLoops, loopLine } from './module-loops';

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

  it('names a loop the known list lacks, and a known loop the code no longer has', () => {
    const known = ['auth → two-factor → auth', 'leads → offices → leads'];
    expect(compareLoops([violation('two-factor', 'auth', 'two-factor'), violation('leads', 'payments', 'leads')], known)).toEqual({
      added: ['leads → payments → leads'],
      gone: ['leads → offices → leads'],
    });
  });

  it('passes the known loops', () => {
    expect(compareLoops([violation('auth', 'two-factor', 'auth')], ['auth → two-factor → auth'])).toEqual({ added: [], gone: [] });
  });
});
