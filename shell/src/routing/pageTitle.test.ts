import { initI18n, i18n, setLanguage } from '@clinic/platform';
import { pageTitle, titleKeyFor } from './pageTitle';

beforeAll(() => initI18n(''));
afterEach(() => setLanguage('en'));

describe('page titles', () => {
  it('uses the route title and the practice name', () => {
    expect(pageTitle('/faqs', i18n.t, 'Bay Area Immigration Medical Exams')).toBe('FAQs | Bay Area Immigration Medical Exams');
    expect(pageTitle('/booking/3f1c', i18n.t, 'Bay Area Immigration Medical Exams')).toBe('Edit Your Appointment | Bay Area Immigration Medical Exams');
  });

  it('is the route title alone while the practice has no name (or it is loading)', () => {
    expect(pageTitle('/faqs', i18n.t, '')).toBe('FAQs');
  });

  it('titles unknown paths Page not found', () => {
    expect(titleKeyFor('/nope')).toBe('notFound');
    expect(pageTitle('/nope', i18n.t, 'Bay Area Immigration Medical Exams')).toBe('Page not found | Bay Area Immigration Medical Exams');
  });

  it('follows the language', async () => {
    await setLanguage('es');
    expect(pageTitle('/admin/orders', i18n.t, 'Bay Area Immigration Medical Exams')).toBe('Pedidos | Bay Area Immigration Medical Exams');
  });
});
