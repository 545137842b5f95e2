import { setLanguage } from '@clinic/platform';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TEXTS } from '../../texts';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { Faq } from './Faq';
import { FAQ_ITEMS } from './items';
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
  window.history.replaceState({}, '', '/faqs');
  await setLanguage('en');
});

const question = (name: RegExp) => screen.getByRole('button', { name });
const expanded = () => screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true');

describe('Faq', () => {
  it('renders every item as a heading button controlling a labelled region, all closed at first', () => {
    render(<Faq />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(FAQ_ITEMS.length);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.parentElement?.tagName).toBe('H2');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('region');
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
      expect(panel?.hidden).toBe(true);
      expect(panel?.textContent).toBe('');
    }
    expect(document.getElementById('covid-faq')).not.toBeNull();
    expect(document.getElementById('appointment-today-tomorrow-faq')).not.toBeNull();
  });

  it('opens one item at a time and toggles aria-expanded', () => {
    render(<Faq />);
    const fee = question(/How much does the immigration medical exam cost/);
    act(() => fireEvent.click(fee));
    expect(fee.getAttribute('aria-expanded')).toBe('true');
    const feeAnswer = screen.getByRole('region', { name: /How much does the immigration medical exam cost/ });
    expect(feeAnswer.textContent).toContain('$220 per person');
    expect(feeAnswer.textContent).toContain('$200 per person');

    const covid = question(/COVID-19 vaccine/);
    act(() => fireEvent.click(covid));
    expect(covid.getAttribute('aria-expanded')).toBe('true');
    expect(fee.getAttribute('aria-expanded')).toBe('false');
    expect(expanded()).toEqual([covid]);

    act(() => fireEvent.click(covid));
    expect(expanded()).toEqual([]);
  });

  it('moves focus between questions with the arrow keys, Home and End', () => {
    render(<Faq />);
    const buttons = screen.getAllByRole('button');
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
    fireEvent.keyDown(buttons[buttons.length - 1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
  });

  it.each(['covid-faq', 'appointment-today-tomorrow-faq'])('opens #%s on load and scrolls it into view', (id) => {
    window.history.replaceState({}, '', `/faqs#${id}`);
    render(<Faq />);
    const item = document.getElementById(id)!;
    expect(within(item).getByRole('button').getAttribute('aria-expanded')).toBe('true');
    expect(expanded()).toHaveLength(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.instances[0]).toBe(item);
  });

  it('opens the item a later hash change names', () => {
    render(<Faq />);
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => {
      window.history.pushState({}, '', '/faqs#covid-faq');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(within(document.getElementById('covid-faq')!).getByRole('button').getAttribute('aria-expanded')).toBe('true');
    expect(scrollIntoView.mock.instances[0]).toBe(document.getElementById('covid-faq'));
  });

  it('ignores a hash that names no item', () => {
    window.history.replaceState({}, '', '/faqs#request-an-appointment');
    render(<Faq />);
    expect(expanded()).toEqual([]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('can be limited to chosen items, with another heading level', () => {
    render(<Faq ids={['covid-faq', 'exam-fee-faq']} headingLevel={3} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.closest('[id$="-faq"]')?.id)).toEqual(['covid-faq', 'exam-fee-faq']);
    expect(buttons[0]!.parentElement?.tagName).toBe('H3');
    render(<Faq limit={3} />);
    expect(screen.getAllByRole('button')).toHaveLength(5);
  });

  it('renders the contact answer with the e-mail and phone links and site links navigate in place', () => {
    render(<Faq />);
    act(() => fireEvent.click(question(/How can I contact you/)));
    const answer = screen.getByRole('region', { name: /How can I contact you/ });
    expect(within(answer).getByRole('link', { name: 'support@clinic.local' }).getAttribute('href')).toBe('mailto:support@clinic.local');
    expect(within(answer).getByRole('link', { name: '(510) 555-0142' }).getAttribute('href')).toBe('tel:+15105550142');

    act(() => fireEvent.click(question(/How do I get my lab tests done/)));
    const labs = screen.getByRole('link', { name: 'order your lab tests here' });
    expect(labs.getAttribute('href')).toBe('/pre-checkout');
    const singleSpaNavigate = jest.fn((url: string) => window.history.pushState({}, '', url));
    window.singleSpaNavigate = singleSpaNavigate;
    act(() => fireEvent.click(labs));
    delete window.singleSpaNavigate;
    expect(singleSpaNavigate).toHaveBeenCalledWith('/pre-checkout');
    expect(window.location.pathname).toBe('/pre-checkout');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('answers the contact question with only the contacts the practice has filled', async () => {
    await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, support_email: '', phone: '(415) 555-0100' });
    render(<Faq />);
    act(() => fireEvent.click(question(/How can I contact you/)));
    const answer = screen.getByRole('region', { name: /How can I contact you/ });
    expect(Array.from(answer.querySelectorAll('p'), (p) => p.textContent)).toEqual(['Call (415) 555-0100.', 'We answer as soon as we can.']);
  });

  it('shows the questions in the page language', async () => {
    await act(() => setLanguage('ar'));
    render(<Faq />);
    expect(screen.getByRole('button', { name: 'هل أحتاج إلى لقاح كوفيد-19؟' })).not.toBeNull();
  });
});
