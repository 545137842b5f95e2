import { REQUIREMENT_NOTES, REQUIREMENT_RULES } from '@clinic/contracts';
import { containsProfanity } from './profanity';

describe('containsProfanity', () => {
  it.each([
    'Dick Van Dyke',
    'Dick',
    'Richard',
    'Cassandra',
    'Hancock',
    'Shitake',
    'Scunthorpe',
    'Cockburn',
    'Dickson',
    'Dickinson',
    'Analise',
    'Anal',
    'Shittu',
    'Dikshit',
    'Shitole',
    'Fukuda',
    'Fuchs',
    'Cummings',
    'Fagan',
    'Fagerström',
    'Assefa',
    'Assad',
    'Bich',
    'Nguyen Thi Bich',
    'Pornpimol',
    'Boobalan',
    'Wankhede',
    'Slutsky',
    'Penistone',
    'Hooker',
    'Phuc',
    'Kuntz',
    'Sexton',
    'Titus',
    'Del Negro',
    'Semen',
    'Retardant',
    'Kumari',
    'Pisano',
    'Cox',
    'Hitchcock',
  ])('lets the name %p through', (name) => {
    expect(containsProfanity(name)).toBe(false);
  });

  it('lets ordinary checklist text through, including the requirement table', () => {
    const texts = REQUIREMENT_RULES.flatMap((r) => [r.item.name, r.item.description]).concat(REQUIREMENT_NOTES.map((n) => n.text));
    expect(containsProfanity(...texts, 'Your immigration medical exam checklist', 'Gonorrhea and syphilis tests; sexually transmitted infections')).toBe(false);
  });

  it.each([
    'fuck you',
    'FUCK',
    'fuuuuck',
    'motherfucker',
    'fuck123',
    'you are a b1tch',
    'bitch',
    'sh1t',
    'shit happens',
    'a$$hole',
    'asshole',
    'dumbass',
    'dickhead',
    'bullshit',
    'cunt',
    'whore',
    'bastard',
    'slut',
    'wanker',
    'shits',
    'pissing',
    'titties',
    'go to hell you twat',
  ])('refuses %p', (text) => {
    expect(containsProfanity(text)).toBe(true);
  });

  it('checks every value and ignores missing or blank ones', () => {
    expect(containsProfanity(undefined, '', '  ', 'Maria')).toBe(false);
    expect(containsProfanity(undefined, 'Maria', 'shit')).toBe(true);
    expect(containsProfanity()).toBe(false);
  });
});
