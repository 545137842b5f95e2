import type { Texts } from './en';

const texts: Texts = {
  intro: {
    dashboard: 'ਕਲੀਨਿਕ ਦੇ ਅੰਕੜੇ ਇੱਕ ਨਜ਼ਰ ਵਿੱਚ।',
    appointmentRequests: 'ਲੀਡਾਂ ਅਤੇ ਉਨ੍ਹਾਂ ਦੇ ਬਿਨੈਕਾਰ: ਚੈੱਕਲਿਸਟਾਂ, ਫਾਈਲਾਂ, ਨੋਟ ਅਤੇ ਫਾਲੋ-ਅੱਪ ਈ-ਮੇਲਾਂ।',
    clients: 'ਪ੍ਰੈਕਟਿਸ ਦੇ ਸਾਰੇ ਗਾਹਕਾਂ ਦੀ ਸੂਚੀ।',
    orders: 'ਲੈਬ ਟੈਸਟ ਆਰਡਰ ਅਤੇ ਉਨ੍ਹਾਂ ਦੇ ਭੁਗਤਾਨ, ਅਤੇ ਵਿਸ਼ੇਸ਼ ਲੈਬ ਆਰਡਰ।',
  },
};

export default texts;
