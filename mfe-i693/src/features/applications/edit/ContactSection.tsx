import { TextField } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { Section, type SectionProps } from './Section';

/** Contact e-mails: the client's and the one the I-693 PDF goes to. */
export function ContactSection({ form, update }: SectionProps) {
  const { t } = useTranslation(NS.staff);
  return (
    <Section title={t('edit.contact.title')}>
      <TextField type="email" label={t('edit.contact.email')} value={form.email} onChange={(e) => update({ email: e.target.value })} autoComplete="off" />
      <TextField
        type="email"
        label={t('edit.contact.pdfEmail')}
        value={form.pdf_email}
        onChange={(e) => update({ pdf_email: e.target.value })}
        autoComplete="off"
      />
    </Section>
  );
}
