import { canResend, codeLifetimeSeconds, formatCountdown, isCodeExpired, secondsLeft, secondsUntilResend } from './countdown';

describe('the code countdown', () => {
  it('lasts expires_in_minutes × 60 seconds', () => {
    expect(codeLifetimeSeconds(10)).toBe(600);
    expect(codeLifetimeSeconds(5)).toBe(300);
    expect(codeLifetimeSeconds(1.5)).toBe(90);
  });

  it('lasts 300 seconds when the answer does not say how long', () => {
    expect(codeLifetimeSeconds(undefined)).toBe(300);
    expect(codeLifetimeSeconds(null)).toBe(300);
    expect(codeLifetimeSeconds(0)).toBe(300);
    expect(codeLifetimeSeconds(-2)).toBe(300);
    expect(codeLifetimeSeconds('10')).toBe(300);
    expect(codeLifetimeSeconds(Number.NaN)).toBe(300);
  });

  it('counts whole seconds down to the deadline and stops at zero', () => {
    const deadline = 600_000;
    expect(secondsLeft(deadline, 0)).toBe(600);
    expect(secondsLeft(deadline, 1_000)).toBe(599);
    expect(secondsLeft(deadline, 1_400)).toBe(599);
    expect(secondsLeft(deadline, 599_999)).toBe(1);
    expect(secondsLeft(deadline, 600_000)).toBe(0);
    expect(secondsLeft(deadline, 700_000)).toBe(0);
    expect(isCodeExpired(1)).toBe(false);
    expect(isCodeExpired(0)).toBe(true);
  });

  it('offers Resend Code once 240 seconds or fewer remain', () => {
    expect(canResend(300)).toBe(false);
    expect(canResend(241)).toBe(false);
    expect(canResend(240)).toBe(true);
    expect(canResend(0)).toBe(true);
    expect(secondsUntilResend(300)).toBe(60);
    expect(secondsUntilResend(241)).toBe(1);
    expect(secondsUntilResend(240)).toBe(0);
    expect(secondsUntilResend(10)).toBe(0);
  });

  it('shows the time left as m:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
