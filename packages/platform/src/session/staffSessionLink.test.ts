/**
 * The staff session loads only with the staff parts (`@clinic/platform/staff`); before that, what every
 * page needs of it (is a two-factor enrolment pending, a new token starts it again) is answered here.
 * Each test loads the modules afresh, so the staff session is not loaded until the test requires it.
 */
type Link = typeof import('./staffSessionLink');
type StaffSession = typeof import('./staffSession');

/** The link alone, in a fresh module registry; `loadStaffSession` then loads the staff session into the same registry. */
function fresh(): { link: Link; loadStaffSession: () => StaffSession } {
  jest.resetModules();
  /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module registry is read with require */
  const link = require('./staffSessionLink') as Link;
  return { link, loadStaffSession: () => require('./staffSession') as StaffSession };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

describe('the staff session link', () => {
  it('answers no enrolment pending before the staff session has loaded', () => {
    const { link } = fresh();
    expect(link.isTwoFactorSetupRequired()).toBe(false);
  });

  it('keeps a pending enrolment recorded before the staff session loads, tells subscribers, and hands it over', () => {
    const { link, loadStaffSession } = fresh();
    const listener = jest.fn();
    link.subscribeStaffSession(listener);
    link.setTwoFactorSetupRequired(true);
    expect(link.isTwoFactorSetupRequired()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    const { staffSessionStore } = loadStaffSession();
    expect(staffSessionStore.getState()).toEqual({ setupRequired: true, info: null });
    expect(link.isTwoFactorSetupRequired()).toBe(true);
  });

  it('forgets a pending enrolment when the token changes before the staff session loads', () => {
    const { link, loadStaffSession } = fresh();
    link.setTwoFactorSetupRequired(true);
    link.resetStaffSession();
    expect(link.isTwoFactorSetupRequired()).toBe(false);
    expect(loadStaffSession().staffSessionStore.getState().setupRequired).toBe(false);
  });

  it('answers from the staff session once it has loaded, and passes its changes to subscribers', () => {
    const { link, loadStaffSession } = fresh();
    const listener = jest.fn();
    link.subscribeStaffSession(listener);
    const { staffSessionStore, setStaffSessionInfo } = loadStaffSession();

    link.setTwoFactorSetupRequired(true);
    expect(staffSessionStore.getState().setupRequired).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    setStaffSessionInfo({
      idle_minutes: 30,
      idle_warning_seconds: 60,
      two_factor_enabled: true,
      two_factor_required: false,
      two_factor_setup_required: false,
      recovery_codes_left: 10,
    });
    expect(link.isTwoFactorSetupRequired()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);

    link.setTwoFactorSetupRequired(true);
    link.resetStaffSession();
    expect(staffSessionStore.getState()).toEqual({ setupRequired: false, info: null });
    expect(link.isTwoFactorSetupRequired()).toBe(false);
  });
});
