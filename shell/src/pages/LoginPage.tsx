import { ERROR_CODES, loginRequestSchema, type LoginResponse } from '@clinic/contracts';
import { Alert, api, Button, clearToken, isApiRequestError, PageFrame, setToken, setUser, Tabs, TextField } from '@clinic/platform';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo, safeNextPath } from '../routing/location';

export const DEFAULT_AFTER_LOGIN = '/admin';

type FieldErrors = { username?: string; password?: string };

/** back-office.md 2.1: the Sign in tab; success goes to `next` or /admin; failure clears the token with a neutral message. */
export function LoginPage({ search }: { search: string }) {
  const { t } = useTranslation('common');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState('sign-in');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
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
      const reply = await api.post<LoginResponse>('/auth/login/', parsed.data);
      if (!reply || typeof reply.token !== 'string' || !reply.token) throw new Error('no token in the sign-in reply');
      setToken(reply.token);
      setUser(reply.user ?? null);
      navigateTo(safeNextPath(new URLSearchParams(search).get('next')) ?? DEFAULT_AFTER_LOGIN);
    } catch (error) {
      clearToken();
      const limited = isApiRequestError(error) && (error.status === 429 || error.code === ERROR_CODES.rateLimited);
      setFailure(limited ? t('login.rateLimited') : t('login.failed'));
      setBusy(false);
    }
  };

  const form = (
    <form onSubmit={submit} noValidate aria-busy={busy} css={{ maxWidth: '24rem' }} data-testid="login-form">
      {failure ? (
        <div css={{ marginBlockEnd: '16px' }}>
          <Alert type="error">
            <span data-testid="login-error">{failure}</span>
          </Alert>
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

  return (
    <PageFrame titleKey="login">
      <Tabs label={t('login.tab')} value={tab} onChange={setTab} tabs={[{ id: 'sign-in', label: t('login.tab'), content: form }]} />
    </PageFrame>
  );
}
