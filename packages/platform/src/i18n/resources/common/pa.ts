import type { Translation } from '../types';
import type { CommonTexts } from './en';

const texts: Translation<CommonTexts> = {
  skipToContent: 'ਮੁੱਖ ਸਮੱਗਰੀ ਤੇ ਜਾਓ',
  homeLink: '{{name}} ਮੁੱਖ ਪੰਨਾ',
  loading: 'ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ…',
  banner: {
    contact: 'ਸਵਾਲ ਹਨ? <email>{{email}}</email> ਤੇ ਈਮੇਲ ਕਰੋ ਜਾਂ <phone>{{phone}}</phone> ਤੇ ਕਾਲ ਕਰੋ।',
    contactEmail: 'ਸਵਾਲ ਹਨ? <email>{{email}}</email> ਤੇ ਈਮੇਲ ਕਰੋ।',
    contactPhone: 'ਸਵਾਲ ਹਨ? <phone>{{phone}}</phone> ਤੇ ਕਾਲ ਕਰੋ।',
    hours: 'ਲਚਕੀਲਾ ਸਮਾਂ, ਸੁਨੇਹੇ ਰਾਹੀਂ ਤੈਅ ਕੀਤਾ ਜਾਂਦਾ ਹੈ।',
  },
  menu: { home: 'ਮੁੱਖ ਪੰਨਾ', i693: 'I-693', appointments: 'ਮੁਲਾਕਾਤਾਂ', faqs: 'ਆਮ ਸਵਾਲ', label: 'ਮੁੱਖ ਮੀਨੂ', open: 'ਮੀਨੂ ਖੋਲ੍ਹੋ', close: 'ਮੀਨੂ ਬੰਦ ਕਰੋ' },
  language: { label: 'ਭਾਸ਼ਾ', popupTitle: 'ਆਪਣੀ ਭਾਸ਼ਾ ਚੁਣੋ', popupText: 'ਉਹ ਭਾਸ਼ਾ ਚੁਣੋ ਜਿਸ ਵਿੱਚ ਤੁਸੀਂ ਇਹ ਸਾਈਟ ਪੜ੍ਹਨਾ ਚਾਹੁੰਦੇ ਹੋ।' },
  footer: {
    privacy: 'ਪਰਦੇਦਾਰੀ ਨੀਤੀ',
    terms: 'ਸੇਵਾ ਦੀਆਂ ਸ਼ਰਤਾਂ',
    contact: 'ਸੰਪਰਕ',
    email: 'ਈਮੇਲ',
    phone: 'ਫ਼ੋਨ',
    fax: 'ਫੈਕਸ',
    rights: '© {{year}} {{name}}। ਸਾਰੇ ਹੱਕ ਰਾਖਵੇਂ ਹਨ।',
  },
  message: { ok: 'ਠੀਕ ਹੈ', info: 'ਸੁਨੇਹਾ', success: 'ਸਫਲਤਾ', warning: 'ਚੇਤਾਵਨੀ', error: 'ਗਲਤੀ', close: 'ਸੂਚਨਾ ਬੰਦ ਕਰੋ', notices: 'ਸੂਚਨਾਵਾਂ' },
  network: { offline: 'ਲੱਗਦਾ ਹੈ ਤੁਸੀਂ ਆਫਲਾਈਨ ਹੋ। ਕਿਰਪਾ ਕਰਕੇ ਨੈੱਟਵਰਕ ਕਨੈਕਸ਼ਨ ਦੀ ਜਾਂਚ ਕਰੋ।', online: 'ਦੁਬਾਰਾ ਆਨਲਾਈਨ!' },
  remote: { error: 'ਸਾਈਟ ਦਾ ਇਹ ਹਿੱਸਾ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕਿਆ।', retry: 'ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ' },
  notFound: { heading: 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ', text: 'ਜਿਹੜਾ ਪੰਨਾ ਤੁਸੀਂ ਲੱਭ ਰਹੇ ਹੋ ਉਹ ਮੌਜੂਦ ਨਹੀਂ ਹੈ ਜਾਂ ਹਿਲਾ ਦਿੱਤਾ ਗਿਆ ਹੈ।', home: 'ਮੁੱਖ ਪੰਨੇ ਤੇ ਜਾਓ' },
  login: {
    tab: 'ਸਾਈਨ ਇਨ',
    username: 'ਯੂਜ਼ਰਨੇਮ',
    password: 'ਪਾਸਵਰਡ',
    submit: 'ਸਾਈਨ ਇਨ ਕਰੋ',
    submitting: 'ਸਾਈਨ ਇਨ ਹੋ ਰਿਹਾ ਹੈ…',
    failed: 'ਸਾਈਨ ਇਨ ਅਸਫਲ ਰਿਹਾ। ਆਪਣਾ ਯੂਜ਼ਰਨੇਮ ਅਤੇ ਪਾਸਵਰਡ ਜਾਂਚੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    rateLimited: 'ਬਹੁਤ ਸਾਰੀਆਂ ਸਾਈਨ ਇਨ ਕੋਸ਼ਿਸ਼ਾਂ। ਕਿਰਪਾ ਕਰਕੇ ਕੁਝ ਮਿੰਟ ਉਡੀਕ ਕਰੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    usernameRequired: 'ਯੂਜ਼ਰਨੇਮ ਲੋੜੀਂਦਾ ਹੈ',
    passwordRequired: 'ਪਾਸਵਰਡ ਲੋੜੀਂਦਾ ਹੈ',
  },
  logout: { signingOut: 'ਸਾਈਨ ਆਊਟ ਹੋ ਰਿਹਾ ਹੈ…' },
  admin: {
    greeting: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ, {{name}}',
    logout: 'ਲੌਗ ਆਊਟ',
    menu: 'ਪ੍ਰਬੰਧਕ ਮੀਨੂ',
    toggle: 'ਮੀਨੂ',
    settingsMissing: 'ਕਲੀਨਿਕ ਦੇ ਵੇਰਵੇ ਅਧੂਰੇ ਹਨ: {{list}}।',
    openSettings: 'ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹੋ',
  },
};

export default texts;
