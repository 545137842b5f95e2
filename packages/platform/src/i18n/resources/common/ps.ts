import type { Translation } from '../types';
import type { CommonTexts } from './en';

const texts: Translation<CommonTexts> = {
  skipToContent: 'اصلي منځپانګې ته لاړ شئ',
  homeLink: 'د {{name}} کور پاڼه',
  loading: 'بارېږي…',
  banner: {
    contact: 'پوښتنې لرئ؟ <email>{{email}}</email> ته بریښنالیک ولیږئ یا <phone>{{phone}}</phone> ته زنګ ووهئ.',
    contactEmail: 'پوښتنې لرئ؟ <email>{{email}}</email> ته بریښنالیک ولیږئ.',
    contactPhone: 'پوښتنې لرئ؟ <phone>{{phone}}</phone> ته زنګ ووهئ.',
    hours: 'د کار وختونه انعطاف منونکي دي او د پیغام له لارې ټاکل کېږي.',
  },
  menu: {
    home: 'کور',
    i693: '\u2066I-693\u2069',
    appointments: 'ملاقاتونه',
    faqs: 'عامې پوښتنې',
    label: 'اصلي مینو',
    open: 'مینو پرانیزئ',
    close: 'مینو وتړئ',
  },
  language: { label: 'ژبه', popupTitle: 'خپله ژبه وټاکئ', popupText: 'هغه ژبه وټاکئ چې غواړئ دا ویب پاڼه پرې ولولئ.' },
  footer: {
    privacy: 'د محرمیت تګلاره',
    terms: 'د خدماتو شرایط',
    contact: 'اړیکه',
    email: 'بریښنالیک',
    phone: 'تلیفون',
    fax: 'فکس',
    rights: '© {{year}} {{name}}. ټول حقونه خوندي دي.',
  },
  message: { ok: 'سمه ده', info: 'پیغام', success: 'بریالی', warning: 'خبرداری', error: 'تېروتنه', close: 'خبرتیا بنده کړئ', notices: 'خبرتیاوې' },
  network: { offline: 'داسې ښکاري چې تاسو آفلاین یاست. مهرباني وکړئ د شبکې اړیکه وګورئ.', online: 'بیا آنلاین شوئ!' },
  remote: { error: 'د ویب پاڼې دا برخه بار نه شوه.', retry: 'بیا هڅه' },
  notFound: { heading: 'پاڼه ونه موندل شوه', text: 'هغه پاڼه چې تاسو یې لټوئ شتون نه لري یا لېږدول شوې ده.', home: 'کور پاڼې ته لاړ شئ' },
  login: {
    tab: 'ننوتل',
    username: 'کارن نوم',
    password: 'پټنوم',
    submit: 'ننوتل',
    submitting: 'ننوتل روان دي…',
    failed: 'ننوتل ناکام شول. خپل کارن نوم او پټنوم وګورئ او بیا هڅه وکړئ.',
    rateLimited: 'د ننوتلو ډېرې هڅې. مهرباني وکړئ څو دقیقې صبر وکړئ او بیا هڅه وکړئ.',
    usernameRequired: 'کارن نوم اړین دی',
    passwordRequired: 'پټنوم اړین دی',
  },
  logout: { signingOut: 'وتل روان دي…' },
  admin: {
    greeting: 'سلام، {{name}}',
    logout: 'وتل',
    menu: 'د مدیریت مینو',
    toggle: 'مینو',
    settingsMissing: 'د کلینیک معلومات بشپړ نه دي: {{list}}.',
    openSettings: 'ترتیبات پرانیزئ',
  },
};

export default texts;
