import { Button, Dialog, idleLoginUrl } from '@clinic/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../account/api';
import { signOut } from '../account/signOut';
import { ACCOUNT_NS } from '../account/texts';
import { claimKeepalive, idlePhase, lastActivity, recordActivity, type IdlePhase } from './activityClock';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'wheel', 'focus', 'focusin'] as const;
const TICK_MS = 1000;

function keepalive(now: number, force = false): void {
  if (claimKeepalive(now, force)) accountApi.keepalive().catch(() => undefined);
}

/**
 * Automatic logoff (HIPAA 164.312(a)(2)(iii)): activity in any back-office tab keeps the session;
 * `warningSeconds` before `idleMinutes` without it a dialog counts down and offers to stay signed in;
 * at zero the session ends and the login page says why.
 */
export function IdleLogoff({ idleMinutes, warningSeconds }: { idleMinutes: number; warningSeconds: number }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [phase, setPhase] = useState<IdlePhase>({ phase: 'active' });
  const warning = useRef(false);
  const ended = useRef(false);

  const check = useCallback(() => {
    if (ended.current) return;
    const now = Date.now();
    const next = idlePhase(lastActivity() ?? now, now, idleMinutes, warningSeconds);
    warning.current = next.phase === 'warning';
    if (next.phase === 'ended') {
      ended.current = true;
      signOut(idleLoginUrl());
    }
    setPhase(next);
  }, [idleMinutes, warningSeconds]);

  useEffect(() => {
    recordActivity(Date.now(), true);
    // While the warning shows, only its buttons (or another tab) keep the session: a stray mouse move should not.
    const onActivity = () => {
      if (warning.current || ended.current) return;
      const now = Date.now();
      recordActivity(now);
      keepalive(now);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    // Background tabs' timers are slowed down: look again as soon as the tab shows.
    document.addEventListener('visibilitychange', check);
    const timer = window.setInterval(check, TICK_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', check);
      window.clearInterval(timer);
    };
  }, [check]);

  const stay = () => {
    const now = Date.now();
    recordActivity(now, true);
    keepalive(now, true);
    check();
  };

  const signOutNow = () => {
    ended.current = true;
    signOut('/login?lang=en');
  };

  return (
    <Dialog
      open={phase.phase === 'warning'}
      onClose={stay}
      alert
      title={t('idle.title')}
      testId="idle-warning"
      actions={
        <>
          <Button onClick={stay} data-testid="idle-stay">
            {t('idle.staySignedIn')}
          </Button>
          <Button variant="secondary" onClick={signOutNow}>
            {t('idle.signOutNow')}
          </Button>
        </>
      }
    >
      <p css={{ margin: 0 }} data-testid="idle-countdown">
        {t('idle.warning', { seconds: phase.phase === 'warning' ? phase.secondsLeft : 0 })}
      </p>
    </Dialog>
  );
}
