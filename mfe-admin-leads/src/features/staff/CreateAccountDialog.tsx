import { css } from '@emotion/react';
import { STAFF_ROLES, type StaffAccount } from '@clinic/contracts';
import { Alert, Button, Dialog, SelectField, TextField, theme } from '@clinic/platform';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { useFormState } from '../orders/useFormState';
import { createStaffAccount } from './api';
import { checkCreateForm, createRefusals, EMPTY_CREATE_FORM, refusalMessage } from './staffView';

const fieldGridCss = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))', columnGap: theme.space(3) });

export interface CreateAccountDialogProps {
  onClose: () => void;
  onCreated: (account: StaffAccount) => void;
}

/** Create account: checked with the server's schema before sending; the server's refusals (taken username or e-mail) under their fields. */
export function CreateAccountDialog({ onClose, onCreated }: CreateAccountDialogProps) {
  const { t } = useTranslation(NS.staff);
  const formId = useId();
  const roleId = `${formId}-role`;
  const form = useFormState(EMPTY_CREATE_FORM);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const username = form.bind('username');
  const label = (key: string) => t(`staffAccounts.form.${key}`);
  const roleOptions = STAFF_ROLES.map((value) => ({ value, label: t(`staffAccounts.roles.${value}`) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = checkCreateForm(form.values);
    if ('errors' in checked) return form.showErrors(checked.errors);
    form.clearErrors();
    setBusy(true);
    try {
      onCreated(await createStaffAccount(checked.request));
    } catch (error) {
      const refused = createRefusals(error, label);
      if (Object.keys(refused).length > 0) form.showErrors(refused);
      else setFailure(refusalMessage(error) ?? label('failed'));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={label('heading')}
      maxWidth="40rem"
      testId="staff-account-create"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {label('cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? label('submitting') : label('submit')}
          </Button>
        </>
      }
    >
      <p css={css({ marginBlock: `0 ${theme.space(4)}`, color: theme.colors.mutedText })}>{label('text')}</p>
      <form id={formId} ref={form.formRef} noValidate onSubmit={submit}>
        <div css={fieldGridCss}>
          <TextField
            label={label('username')}
            hint={username.error ? undefined : label('usernameHint')}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...username}
          />
          <TextField label={label('email')} type="email" required autoComplete="off" spellCheck={false} {...form.bind('email')} />
          <TextField label={label('firstName')} required autoComplete="off" {...form.bind('first_name')} />
          <TextField label={label('lastName')} required autoComplete="off" {...form.bind('last_name')} />
          <SelectField id={roleId} label={label('role')} options={roleOptions} {...form.bind('role')} />
        </div>
        {failure ? <Alert type="error">{failure}</Alert> : null}
      </form>
    </Dialog>
  );
}
