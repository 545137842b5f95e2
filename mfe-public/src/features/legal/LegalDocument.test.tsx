import { setLanguage } from '@clinic/platform';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PrivacyPolicyPage } from '../../pages/PrivacyPolicyPage';
import { TermsOfServicePage } from '../../pages/TermsOfServicePage';
import { TEXTS } from '../../texts';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { DEMO_PUBLIC_SETTINGS, servePracticeSettings } from '@clinic/platform/src/testing/practiceSettings';

const scrollIntoView = jest.fn();

beforeAll(async () => {
  await startI18nWith(TEXTS);
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = jest.fn();
});

beforeEach(async () => {
  await servePracticeSettings();
  scrollIntoView.mockClear();
  window.history.replaceState({}, '', '/terms-of-service');
  await setLanguage('en');
});

describe('Terms of Service page', () => {
  it('shows 19 numbered sections and a table of contents linking to each', () => {
    render(<TermsOfServicePage titleKey="termsOfService" />);
    const headings = screen.getAllByRole('heading', { level: 2 }).filter((h) => /^\d+\. /.test(h.textContent ?? ''));
    expect(headings.map((h) => h.textContent?.match(/^(\d+)\./)?.[1])).toEqual(Array.from({ length: 19 }, (_, i) => String(i + 1)));
    expect(headings[0]!.id).toBe('terms-1');
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(19);
    expect(links[16]!.getAttribute('href')).toBe('#terms-17');
    expect(links[16]!.textContent).toBe('Dispute resolution and arbitration');
    expect(screen.getByText(/claims of \$10,000 or less/)).not.toBeNull();
  });

  it('scrolls to the section the hash names on load', () => {
    window.history.replaceState({}, '', '/terms-of-service#terms-8');
    render(<TermsOfServicePage titleKey="termsOfService" />);
    expect(scrollIntoView.mock.instances[0]).toBe(document.getElementById('terms-8'));
  });

  it('is translated, right to left texts included', async () => {
    await act(() => setLanguage('fa'));
    render(<TermsOfServicePage titleKey="termsOfService" />);
    expect(screen.getByRole('heading', { name: '8. لغو و بازپرداخت' })).not.toBeNull();
  });
});

describe('Privacy policy page', () => {
  it('states the policy and links to the terms of service inside the site', () => {
    window.history.replaceState({}, '', '/privacy-policy');
    render(<PrivacyPolicyPage titleKey="privacyPolicy" />);
    expect(screen.getByRole('heading', { name: /California residents \(CCPA\)/ })).not.toBeNull();
    expect(screen.getByText(/respond within 45 days/)).not.toBeNull();
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    expect(terms.getAttribute('href')).toBe('/terms-of-service');
    const singleSpaNavigate = jest.fn((url: string) => window.history.pushState({}, '', url));
    window.singleSpaNavigate = singleSpaNavigate;
    act(() => fireEvent.click(terms));
    delete window.singleSpaNavigate;
    expect(singleSpaNavigate).toHaveBeenCalledWith('/terms-of-service');
    expect(screen.getAllByRole('link', { name: 'support@clinic.local' })[0]!.getAttribute('href')).toBe('mailto:support@clinic.local');
  });

  it('leaves out the sentences that need a contact the practice has not filled, and keeps the rest', async () => {
    await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, support_email: '', phone: '' });
    window.history.replaceState({}, '', '/privacy-policy');
    render(<PrivacyPolicyPage titleKey="privacyPolicy" />);
    expect(screen.getByText(/We answer update requests within 30 days\./)).not.toBeNull();
    expect(screen.queryByText(/To make a request, write to/)).toBeNull();
    expect(screen.queryByText(/For questions about your privacy/)).toBeNull();
    expect(document.querySelectorAll('article p:empty')).toHaveLength(0);
  });
});
