import { i18n } from '@clinic/platform';
import { fakeResponse } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { TEXTS } from '../../texts';
import { submitI693Application } from './api';

const fetchMock = jest.fn();

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

afterEach(async () => {
  fetchMock.mockReset();
  await i18n.changeLanguage('en');
});

describe('submitI693Application', () => {
  it.each(['ar', 'es'])('sends the page language (%s), that the messages to the client are written in', async (language) => {
    await i18n.changeLanguage(language);
    fetchMock.mockResolvedValue(fakeResponse({ status: 201, body: { uuid: 'u-1' } }));
    const form = new FormData();
    form.append('first_name', 'Ana');
    await expect(submitI693Application(form)).resolves.toEqual({ uuid: 'u-1' });
    const sent = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(sent.get('language')).toBe(language);
    expect(sent.get('first_name')).toBe('Ana');
  });
});
