import { DEMO_PRACTICE_SETTINGS } from './practice-settings';
import { parsePublicPracticeSettings } from './practice-settings-check';

const { civil_surgeons: _surgeons, ...demo } = DEMO_PRACTICE_SETTINGS;

describe('the public settings check of the home page', () => {
  it.each([
    ['the demo practice', demo],
    ['production before an admin filled anything', { ...demo, practice_name: '', support_email: '', phone: '', fax: '', reviews_url: '' }],
    ['videos per language', { ...demo, explainer_videos: { en: 'dQw4w9WgXcQ', es: 'abc-_12' }, i693_tutorial_videos: { fa: 'tutorial01' } }],
  ])('takes %s as it is', (_name, document) => {
    expect(parsePublicPracticeSettings(document)).toEqual(document);
  });

  it('keeps only the public fields of a document with more', () => {
    expect(parsePublicPracticeSettings({ ...demo, civil_surgeons: ['Dr. A'], updated_on: 'x' })).toEqual(demo);
  });

  it.each([
    ['a missing field', { ...demo, phone: undefined }],
    ['a number for a text', { ...demo, fax: 5105550143 }],
    ['a video of an unknown language', { ...demo, explainer_videos: { xx: 'dQw4w9WgXcQ' } }],
    ['a video id with a space', { ...demo, i693_tutorial_videos: { en: 'dQw4w 9WgXcQ' } }],
    ['a video id too short', { ...demo, explainer_videos: { en: 'abc' } }],
    ['videos as a list', { ...demo, explainer_videos: ['dQw4w9WgXcQ'] }],
    ['videos missing', { ...demo, explainer_videos: undefined }],
    ['a number for a video id', { ...demo, explainer_videos: { en: 12345678 } }],
    ['null', null],
    ['a text', 'settings'],
  ])('refuses %s', (_name, document) => {
    expect(parsePublicPracticeSettings(document)).toBeNull();
  });
});
