import { ERROR_CODES, loginRequestSchema, TWO_FACTOR_SETUP_PATH, type LoginResponse, type StaffLoginReply } from '@clinic/contracts';
import { Alert, Button, clearToken, isApiRequestError, isIdleLogoff, PageFrame, setToken, setUser, TextField } from '@clinic/platform';
import { setTwoFactorSetupRequired, Tabs } from '@clinic/platform/staff';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../account/api';
import { CodeStep } from '../account/CodeStep';
import { ACCOUNT_NS } from '../account/texts';
import { navigateTo, safeNextPath } from '../routing/location';

export const DEFAULT_AFTER_LOGIN = '/admin';

type FieldErrors = { username?: string; password?: string };

function hasToken(reply: StaffLoginReply | null): reply is LoginResponse & { two_factor_setup_required?: true } {
  return !!reply && typeof (reply as LoginResponse).token === 'string' && (reply as LoginResponse).token !== '';
}

/**
 * back-office.md 2.1: the Sign in tab; success goes to `next` or /admin; failure clears the token with
 * a neutral message. With two-factor sign-in (two-factor.ts) a second step asks for the code; an
 * account that must enrol first goes to the enrolment page.
 */
export function LoginPage({ search }: { search: string }) {
  const { t } = useTranslation(['common', ACCOUNT_NS]);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(() => (isIdleLogoff(search) ? t('sessionIdle', { ns: ACCOUNT_NS }) : null));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [challenge, setChallenge] = useState<string | null>(null);
  const [tab, setTab] = useState('sign-in');
  const next = safeNextPath(new URLSearchParams(search).get('next'));

  const signedIn = (reply: LoginResponse & { two_factor_setup_required?: true }) => {
    setToken(reply.token);
    setUser(reply.user ?? null);
    if (reply.two_factor_setup_required) {
      setTwoFactorSetupRequired(true);
      navigateTo(next ? `${TWO_FACTOR_SETUP_PATH}?next=${encodeURIComponent(next)}` : TWO_FACTOR_SETUP_PATH);
    } else {
      navigateTo(next ?? DEFAULT_AFTER_LOGIN);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNotice(null);
    const parsed = loginRequestSchema.safeParse({ username, password });
    if (!parsed.success) {
      setFieldErrors({
        username: username.trim() ? undefined : t('login.usernameRequired'),
        password: password ? undefined : t('login.passwordRequired'),
      });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const reply = await accountApi.login(parsed.data.username, parsed.data.password);
      if (reply && 'two_factor_required' in reply && reply.two_factor_required && reply.challenge) {
        clearToken();
        setChallenge(reply.challenge);
        setBusy(false);
        return;
      }
      if (!hasToken(reply)) throw new Error('no token in the sign-in reply');
      signedIn(reply);
    } catch (error) {
      clearToken();
      const limited = isApiRequestError(error) && (error.status === 429 || error.code === ERROR_CODES.rateLimited);
      setFailure(limited ? t('login.rateLimited') : t('login.failed'));
      setBusy(false);
    }
  };

  const restart = (message: string) => {
    setChallenge(null);
    setPassword('');
    setFailure(message || null);
  };

  const passwordStep = (
    <form onSubmit={submit} noValidate aria-busy={busy} css={{ maxWidth: '24rem' }} data-testid="login-form">
      {failure || notice ? (
        <div css={{ marginBlockEnd: '16px' }}>
          {failure ? (
            <Alert type="error">
              <span data-testid="login-error">{failure}</span>
            </Alert>
          ) : (
            <Alert type="info">
              <span data-testid="login-notice">{notice}</span>
            </Alert>
          )}
        </div>
      ) : null}
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={fieldErrors.username}
        required
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
        required
      />
      <Button type="submit" busy={busy} fullWidth>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );

  const content = challenge ? <CodeStep challenge={challenge} onSignedIn={signedIn} onRestart={restart} /> : passwordStep;

  return (
    <PageFrame titleKey="login">
      <Tabs label={t('login.tab')} value={tab} onChange={setTab} tabs={[{ id: 'sign-in', label: t('login.tab'), content }]} />
    </PageFrame>
  );
}
