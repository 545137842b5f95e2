import { changePasswordRequestSchema, passwordProblem } from '@clinic/contracts';
import { apiFieldErrors, Alert, Button, setToken, setUser, TextField, theme, useSession } from '@clinic/platform';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from './api';
import { failureText } from './serverErrors';
import { ACCOUNT_NS } from './texts';

type Field = 'current_password' | 'new_password' | 'repeat';

/** The signed-in user's own password change; the server's reply token keeps them signed in (other sessions end). */
export function ChangePasswordForm() {
  const { t } = useTranslation(ACCOUNT_NS);
  const user = useSession((s) => s.user);
  const [values, setValues] = useState<Record<Field, string>>({ current_password: '', new_password: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setDone(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(false);
    const found: Partial<Record<Field, string>> = {};
    const parsed = changePasswordRequestSchema.safeParse({ current_password: values.current_password, new_password: values.new_password });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
    }
    const problem = user ? passwordProblem(values.new_password, { username: user.username, email: user.email }) : null;
    if (problem) found.new_password ??= problem;
    if (!found.new_password && values.repeat !== values.new_password) found.repeat = t('account.mismatch');
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const reply = await accountApi.changePassword(parsed.data);
      setToken(reply.token);
      setUser(reply.user);
      setValues({ current_password: '', new_password: '', repeat: '' });
      setDone(true);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} css={{ maxWidth: '24rem' }} data-testid="change-password-form">
      {done ? (
        <div css={{ marginBlockEnd: theme.space(4) }}>
          <Alert type="success">{t('account.changed')}</Alert>
        </div>
      ) : null}
      {failure ? (
        <div css={{ marginBlockEnd: theme.space(4) }}>
          <Alert type="error">{failure}</Alert>
        </div>
      ) : null}
      {user ? <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden /> : null}
      <TextField
        label={t('account.current')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        value={values.current_password}
        onChange={change('current_password')}
        error={errors.current_password}
        required
      />
      <TextField
        label={t('account.new')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        hint={t('account.newHint')}
        value={values.new_password}
        onChange={change('new_password')}
        error={errors.new_password}
        required
      />
      <TextField
        label={t('account.repeat')}
        name="repeat"
        type="password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={change('repeat')}
        error={errors.repeat}
        required
      />
      <Button type="submit" busy={busy}>
        {busy ? t('account.changing') : t('account.change')}
      </Button>
    </form>
  );
}
