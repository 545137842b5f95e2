import type { Texts } from './en';

const texts: Texts = {
  intro: {
    bookingLanding: 'ਇੱਕ-ਵਾਰੀ ਕੋਡ ਪ੍ਰਾਪਤ ਕਰਨ ਲਈ ਆਪਣੀ ਈ-ਮੇਲ ਦਰਜ ਕਰੋ, ਫਿਰ ਆਪਣੀ ਮੁਲਾਕਾਤ ਬੁੱਕ ਕਰੋ।',
    bookingCalendar: 'ਆਪਣੀ ਮੁਲਾਕਾਤ ਲਈ ਦਫ਼ਤਰ, ਤਾਰੀਖ ਅਤੇ ਸਮਾਂ ਚੁਣੋ।',
    bookingEdit: 'ਆਪਣੀ ਮੁਲਾਕਾਤ ਦੀ ਤਾਰੀਖ ਜਾਂ ਸਮਾਂ ਬਦਲੋ।',
    docRequest: 'ਡਾਕਟਰ ਵੱਲੋਂ ਮੰਗੇ ਗਏ ਟੀਕਿਆਂ ਜਾਂ ਲੈਬ ਦੇ ਰਿਕਾਰਡ ਅੱਪਲੋਡ ਕਰੋ।',
  },
};

export default texts;
