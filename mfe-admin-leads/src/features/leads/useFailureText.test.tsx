import { DEMO_PUBLIC_SETTINGS, servePracticeSettings } from '@clinic/platform/src/testing/practiceSettings';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { renderHook } from '@testing-library/react';
import { TEXTS } from '../../texts';
import { useFailureText } from './useFailureText';

beforeAll(() => startI18nWith(TEXTS));

describe('failure messages of the staff screens', () => {
  it("name the practice's support e-mail", async () => {
    await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, support_email: 'help@valley.example' });
    const { result } = renderHook(() => useFailureText());
    expect(result.current('list.archiveFailed')).toBe('Error while archiving the leads. Please retry or drop a note to help@valley.example');
  });

  it('ask to retry, naming no address, while the practice has no support e-mail', async () => {
    await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, support_email: '' });
    const { result } = renderHook(() => useFailureText());
    expect(result.current('createLead.failed')).toBe('Error while creating the lead. Please retry.');
  });
});
