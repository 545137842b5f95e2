import type { Translation } from '../types';
import type { RouteTexts } from './en';

const texts: Translation<RouteTexts> = {
  home: 'خانه',
  appointments: 'نوبت‌ها',
  faqs: 'سؤالات متداول',
  privacyPolicy: 'سیاست حفظ حریم خصوصی',
  termsOfService: 'شرایط خدمات',
  maintenance: 'در حال تعمیر و نگهداری',
  preCheckout: 'رزرو آزمایش‌ها/تست‌های ایمنی',
  checkoutConfirmation: 'تأیید پرداخت',
  i693: 'معاینه پزشکی \u2066I-693\u2069',
  i693Form: 'اطلاعات فرم I693',
  adminI693Applications: 'فرم I693',
  bookingLanding: 'نوبت خود را رزرو کنید',
  bookingCalendar: 'زمان نوبت خود را انتخاب کنید',
  bookingEdit: 'ویرایش نوبت',
  docRequest: 'درخواست مدارک',
  dashboard: 'داشبورد',
  appointmentRequests: 'مراجعان',
  clients: 'مراجعان',
  orders: 'سفارش‌ها',
  doctorAvailability: 'زمان‌های در دسترس پزشک',
  login: 'ورود',
  logout: 'خروج',
  staff: 'کارکنان',
  setPassword: 'تعیین رمز عبور',
  account: 'حساب شما',
  twoFactorSetup: 'راه‌اندازی ورود دومرحله‌ای',
  settings: 'تنظیمات',
  notFound: 'صفحه پیدا نشد',
  menu: {
    dashboard: 'داشبورد',
    i693Form: 'فرم I693',
    orders: 'سفارش‌ها',
    doctorAvailability: 'زمان‌های در دسترس پزشک',
    clients: 'مراجعان',
    staff: 'کارکنان',
    settings: 'تنظیمات',
  },
};

export default texts;
