import type { Translation } from '../types';
import type { RouteTexts } from './en';

const texts: Translation<RouteTexts> = {
  home: 'ਮੁੱਖ ਪੰਨਾ',
  appointments: 'ਮੁਲਾਕਾਤਾਂ',
  faqs: 'ਆਮ ਸਵਾਲ',
  privacyPolicy: 'ਪਰਦੇਦਾਰੀ ਨੀਤੀ',
  termsOfService: 'ਸੇਵਾ ਦੀਆਂ ਸ਼ਰਤਾਂ',
  maintenance: 'ਰੱਖ-ਰਖਾਅ ਅਧੀਨ',
  preCheckout: 'ਲੈਬ ਟੈਸਟ/ਇਮਿਊਨਿਟੀ ਟੈਸਟ ਬੁੱਕ ਕਰੋ',
  checkoutConfirmation: 'ਭੁਗਤਾਨ ਦੀ ਪੁਸ਼ਟੀ',
  i693: 'I-693 ਮੈਡੀਕਲ ਜਾਂਚ',
  i693Form: 'I693 ਫਾਰਮ ਡਾਟਾ',
  adminI693Applications: 'I693 ਫਾਰਮ',
  bookingLanding: 'ਆਪਣੀ ਮੁਲਾਕਾਤ ਬੁੱਕ ਕਰੋ',
  bookingCalendar: 'ਆਪਣੀ ਮੁਲਾਕਾਤ ਦਾ ਸਮਾਂ ਤੈਅ ਕਰੋ',
  bookingEdit: 'ਆਪਣੀ ਮੁਲਾਕਾਤ ਬਦਲੋ',
  docRequest: 'ਦਸਤਾਵੇਜ਼ ਬੇਨਤੀ',
  dashboard: 'ਡੈਸ਼ਬੋਰਡ',
  appointmentRequests: 'ਗਾਹਕ',
  clients: 'ਗਾਹਕ',
  orders: 'ਆਰਡਰ',
  doctorAvailability: 'ਡਾਕਟਰ ਦੀ ਉਪਲਬਧਤਾ',
  login: 'ਸਾਈਨ ਇਨ',
  logout: 'ਲੌਗ ਆਊਟ',
  staff: 'ਸਟਾਫ',
  setPassword: 'ਪਾਸਵਰਡ ਸੈੱਟ ਕਰੋ',
  account: 'ਤੁਹਾਡਾ ਖਾਤਾ',
  twoFactorSetup: 'ਦੋ-ਪੜਾਵੀ ਸਾਈਨ-ਇਨ ਸੈੱਟ ਕਰੋ',
  settings: 'ਸੈਟਿੰਗਾਂ',
  notFound: 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ',
  menu: {
    dashboard: 'ਡੈਸ਼ਬੋਰਡ',
    i693Form: 'I693 ਫਾਰਮ',
    orders: 'ਆਰਡਰ',
    doctorAvailability: 'ਡਾਕਟਰ ਦੀ ਉਪਲਬਧਤਾ',
    clients: 'ਗਾਹਕ',
    staff: 'ਸਟਾਫ',
    settings: 'ਸੈਟਿੰਗਾਂ',
  },
};

export default texts;
