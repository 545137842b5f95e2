import type { Translation } from '../types';
import type { RouteTexts } from './en';

const texts: Translation<RouteTexts> = {
  home: 'کور',
  appointments: 'ملاقاتونه',
  faqs: 'عامې پوښتنې',
  privacyPolicy: 'د محرمیت تګلاره',
  termsOfService: 'د خدماتو شرایط',
  maintenance: 'د ساتنې لاندې',
  preCheckout: 'د لابراتوار ازموینې/د معافیت ازموینې بُک کړئ',
  checkoutConfirmation: 'د تادیې تایید',
  i693: 'د \u2066I-693\u2069 طبي معاینه',
  i693Form: 'د I693 فورمې معلومات',
  adminI693Applications: 'I693 فورمه',
  bookingLanding: 'خپل ملاقات بُک کړئ',
  bookingCalendar: 'د خپل ملاقات وخت وټاکئ',
  bookingEdit: 'خپل ملاقات بدل کړئ',
  docRequest: 'د اسنادو غوښتنه',
  dashboard: 'ډشبورډ',
  appointmentRequests: 'مراجعین',
  clients: 'مراجعین',
  orders: 'فرمایشونه',
  doctorAvailability: 'د ډاکټر شتون',
  login: 'ننوتل',
  logout: 'وتل',
  staff: 'کارکوونکي',
  setPassword: 'پټنوم وټاکئ',
  account: 'ستاسو حساب',
  twoFactorSetup: 'دوه پړاویز ننوتل جوړ کړئ',
  settings: 'ترتیبات',
  notFound: 'پاڼه ونه موندل شوه',
  menu: {
    dashboard: 'ډشبورډ',
    i693Form: 'I693 فورمه',
    orders: 'فرمایشونه',
    doctorAvailability: 'د ډاکټر شتون',
    clients: 'مراجعین',
    staff: 'کارکوونکي',
    settings: 'ترتیبات',
  },
};

export default texts;
