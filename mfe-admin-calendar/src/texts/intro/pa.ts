import type { Texts } from './en';

const texts: Texts = {
  intro: {
    doctorAvailability: 'ਹਰ ਦਫ਼ਤਰ ਲਈ ਡਾਕਟਰ ਦੇ ਉਪਲਬਧ ਦਿਨ ਅਤੇ ਘੰਟੇ ਤੈਅ ਕਰੋ ਅਤੇ ਕੈਲੰਡਰ ਸਿੰਕ ਲੌਗ ਦੇਖੋ।',
  },
};

export default texts;
