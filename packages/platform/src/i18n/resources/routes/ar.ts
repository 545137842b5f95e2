import type { Translation } from '../types';
import type { RouteTexts } from './en';

const texts: Translation<RouteTexts> = {
  home: 'الرئيسية',
  appointments: 'المواعيد',
  faqs: 'الأسئلة الشائعة',
  privacyPolicy: 'سياسة الخصوصية',
  termsOfService: 'شروط الخدمة',
  maintenance: 'قيد الصيانة',
  preCheckout: 'حجز التحاليل المخبرية/فحوصات المناعة',
  checkoutConfirmation: 'تأكيد الدفع',
  i693: 'الفحص الطبي \u2066I-693\u2069',
  i693Form: 'بيانات نموذج I693',
  adminI693Applications: 'نموذج I693',
  bookingLanding: 'احجز موعدك',
  bookingCalendar: 'حدد وقت موعدك',
  bookingEdit: 'عدّل موعدك',
  docRequest: 'طلب مستندات',
  dashboard: 'لوحة التحكم',
  appointmentRequests: 'العملاء',
  clients: 'العملاء',
  orders: 'الطلبات',
  doctorAvailability: 'أوقات توفر الطبيب',
  login: 'تسجيل الدخول',
  logout: 'تسجيل الخروج',
  staff: 'الموظفون',
  setPassword: 'تعيين كلمة المرور',
  account: 'حسابك',
  twoFactorSetup: 'إعداد تسجيل الدخول بخطوتين',
  settings: 'الإعدادات',
  notFound: 'الصفحة غير موجودة',
  menu: {
    dashboard: 'لوحة التحكم',
    i693Form: 'نموذج I693',
    orders: 'الطلبات',
    doctorAvailability: 'أوقات توفر الطبيب',
    clients: 'العملاء',
    staff: 'الموظفون',
    settings: 'الإعدادات',
  },
};

export default texts;
