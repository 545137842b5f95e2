import type { Translation } from '../types';
import type { CommonTexts } from './en';

const texts: Translation<CommonTexts> = {
  skipToContent: 'رفتن به محتوای اصلی',
  homeLink: 'صفحه اصلی {{name}}',
  loading: 'در حال بارگذاری…',
  banner: {
    contact: 'سؤالی دارید؟ به <email>{{email}}</email> ایمیل بزنید یا با <phone>{{phone}}</phone> تماس بگیرید.',
    contactEmail: 'سؤالی دارید؟ به <email>{{email}}</email> ایمیل بزنید.',
    contactPhone: 'سؤالی دارید؟ با <phone>{{phone}}</phone> تماس بگیرید.',
    hours: 'ساعات کاری انعطاف‌پذیر است و با پیام هماهنگ می‌شود.',
  },
  menu: {
    home: 'خانه',
    i693: '\u2066I-693\u2069',
    appointments: 'نوبت‌ها',
    faqs: 'سؤالات متداول',
    label: 'منوی اصلی',
    open: 'باز کردن منو',
    close: 'بستن منو',
  },
  language: { label: 'زبان', popupTitle: 'زبان خود را انتخاب کنید', popupText: 'زبانی را که می‌خواهید این سایت را با آن بخوانید انتخاب کنید.' },
  footer: {
    privacy: 'سیاست حفظ حریم خصوصی',
    terms: 'شرایط خدمات',
    contact: 'تماس با ما',
    email: 'ایمیل',
    phone: 'تلفن',
    fax: 'فکس',
    rights: '© {{year}} {{name}}. تمامی حقوق محفوظ است.',
  },
  message: { ok: 'تأیید', info: 'پیام', success: 'موفق', warning: 'هشدار', error: 'خطا', close: 'بستن اعلان', notices: 'اعلان‌ها' },
  network: { offline: 'به نظر می‌رسد آفلاین هستید. لطفاً اتصال شبکه را بررسی کنید.', online: 'دوباره آنلاین شدید!' },
  remote: { error: 'این بخش از سایت بارگذاری نشد.', retry: 'تلاش دوباره' },
  notFound: { heading: 'صفحه پیدا نشد', text: 'صفحه‌ای که به دنبال آن هستید وجود ندارد یا منتقل شده است.', home: 'رفتن به صفحه اصلی' },
  login: {
    tab: 'ورود',
    username: 'نام کاربری',
    password: 'رمز عبور',
    submit: 'ورود',
    submitting: 'در حال ورود…',
    failed: 'ورود ناموفق بود. نام کاربری و رمز عبور خود را بررسی کنید و دوباره تلاش کنید.',
    rateLimited: 'تعداد تلاش‌های ورود بیش از حد مجاز است. لطفاً چند دقیقه صبر کنید و دوباره تلاش کنید.',
    usernameRequired: 'نام کاربری الزامی است',
    passwordRequired: 'رمز عبور الزامی است',
  },
  logout: { signingOut: 'در حال خروج…' },
  admin: {
    greeting: 'سلام، {{name}}',
    logout: 'خروج',
    menu: 'منوی مدیریت',
    toggle: 'منو',
    settingsMissing: 'اطلاعات مطب کامل نیست: {{list}}.',
    openSettings: 'باز کردن تنظیمات',
  },
};

export default texts;
