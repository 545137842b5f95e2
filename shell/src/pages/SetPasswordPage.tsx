import { css } from '@emotion/react';
import { ERROR_CODES, passwordProblem, setPasswordRequestSchema, STAFF_ACCOUNT_MESSAGES } from '@clinic/contracts';
import { Alert, api, Button, isApiRequestError, PageFrame, registerTextLoaders, SiteLink, TextField, theme } from '@clinic/platform';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import texts from './setPasswordTexts';

export const SET_PASSWORD_NS = 'set-password';
registerTextLoaders({ [SET_PASSWORD_NS]: async () => ({ default: texts }) });

type FieldErrors = { password?: string; confirm?: string };
type Outcome = { kind: 'form' } | { kind: 'invalid' } | { kind: 'done'; username: string };

/** The link's token when it has the shape of one; anything else is an invalid link. */
function linkToken(search: string): string | null {
  const parsed = setPasswordRequestSchema.shape.token.safeParse(new URLSearchParams(search).get('token') ?? '');
  return parsed.success ? parsed.data : null;
}

/**
 * `/set-password?token=…` (public; the single-use link of a new account or a password reset): the
 * new password twice, the rule, the server's refusal under the field. A link the server does not
 * accept shows why, without the form. The page loads nothing from other sites (the token is in its address).
 */
export function SetPasswordPage({ search }: { search: string }) {
  const { t } = useTranslation(SET_PASSWORD_NS);
  const token = linkToken(search);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !token) return;
    setFailure(null);
    // The length rule is checked here at once; the server adds the account's words and the strength estimate.
    const problem = passwordProblem(password, { username: '', email: '' });
    const found: FieldErrors = {
      password: problem ?? undefined,
      confirm: !confirm ? t('confirmRequired') : !problem && confirm !== password ? t('mismatch') : undefined,
    };
    if (found.password || found.confirm) {
      setErrors(found);
      document.getElementById(found.password ? 'new-password' : 'new-password-again')?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const reply = await api.call('POST /auth/set-password/', { body: { token, password } });
      setOutcome({ kind: 'done', username: reply.username });
    } catch (error) {
      const details = isApiRequestError(error) && error.status === 400 ? (error.body.details as Record<string, unknown> | undefined) : undefined;
      if (details?.token) setOutcome({ kind: 'invalid' });
      else if (typeof details?.password === 'string') {
        setErrors({ password: details.password });
        document.getElementById('new-password')?.focus();
      } else if (isApiRequestError(error) && (error.status === 429 || error.code === ERROR_CODES.rateLimited)) setFailure(t('rateLimited'));
      else setFailure(t('failed'));
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (!token || outcome.kind === 'invalid') {
    content = (
      <Alert type="error">
        <span data-testid="set-password-invalid">{STAFF_ACCOUNT_MESSAGES.linkInvalid}</span>
      </Alert>
    );
  } else if (outcome.kind === 'done') {
    content = (
      <div css={css({ display: 'grid', gap: theme.space(4), justifyItems: 'start' })}>
        <Alert type="success">
          <strong>{t('done')}</strong> {t('doneUsername', { username: outcome.username })}
        </Alert>
        <SiteLink href="/login" css={css({ fontWeight: 600, color: theme.colors.primary })}>
          {t('signIn')}
        </SiteLink>
      </div>
    );
  } else {
    content = (
      <form onSubmit={submit} noValidate aria-busy={busy} data-testid="set-password-form">
        <p css={css({ marginBlockStart: 0 })}>{t('intro')}</p>
        <div css={css({ marginBlockEnd: theme.space(4), color: theme.colors.mutedText })}>
          <p css={css({ margin: 0 })}>{t('rulesTitle')}</p>
          <ul css={css({ marginBlock: theme.space(1), paddingInlineStart: theme.space(5) })}>
            <li>{t('rules.length')}</li>
            <li>{t('rules.personal')}</li>
            <li>{t('rules.guessable')}</li>
          </ul>
        </div>
        <TextField
          id="new-password"
          label={t('password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
          required
        />
        <TextField
          id="new-password-again"
          label={t('confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            setErrors((current) => ({ ...current, confirm: undefined }));
          }}
          error={errors.confirm}
          required
        />
        {failure ? (
          <div css={css({ marginBlockEnd: theme.space(4) })}>
            <Alert type="error">{failure}</Alert>
          </div>
        ) : null}
        <Button type="submit" busy={busy} fullWidth>
          {busy ? t('submitting') : t('submit')}
        </Button>
      </form>
    );
  }

  return (
    <PageFrame titleKey="setPassword">
      <div css={css({ maxWidth: '30rem' })}>{content}</div>
    </PageFrame>
  );
}
