import type { Translation } from '../types';
import type { CommonTexts } from './en';

const texts: Translation<CommonTexts> = {
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  homeLink: 'الصفحة الرئيسية لـ {{name}}',
  loading: 'جارٍ التحميل…',
  banner: {
    contact: 'لديك أسئلة؟ راسلنا على <email>{{email}}</email> أو اتصل على <phone>{{phone}}</phone>.',
    contactEmail: 'لديك أسئلة؟ راسلنا على <email>{{email}}</email>.',
    contactPhone: 'لديك أسئلة؟ اتصل على <phone>{{phone}}</phone>.',
    hours: 'ساعات عمل مرنة يتم ترتيبها عبر الرسائل.',
  },
  menu: {
    home: 'الرئيسية',
    i693: '\u2066I-693\u2069',
    appointments: 'المواعيد',
    faqs: 'الأسئلة الشائعة',
    label: 'القائمة الرئيسية',
    open: 'فتح القائمة',
    close: 'إغلاق القائمة',
  },
  language: { label: 'اللغة', popupTitle: 'اختر لغتك', popupText: 'اختر اللغة التي تريد قراءة هذا الموقع بها.' },
  footer: {
    privacy: 'سياسة الخصوصية',
    terms: 'شروط الخدمة',
    contact: 'اتصل بنا',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    fax: 'الفاكس',
    rights: '© {{year}} {{name}}. جميع الحقوق محفوظة.',
  },
  message: { ok: 'حسناً', info: 'رسالة', success: 'تم بنجاح', warning: 'تحذير', error: 'خطأ', close: 'إغلاق الإشعار', notices: 'الإشعارات' },
  network: { offline: 'يبدو أنك غير متصل بالإنترنت. يرجى التحقق من اتصال الشبكة.', online: 'عدت متصلاً بالإنترنت!' },
  remote: { error: 'تعذّر تحميل هذا الجزء من الموقع.', retry: 'إعادة المحاولة' },
  notFound: { heading: 'الصفحة غير موجودة', text: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.', home: 'الذهاب إلى الصفحة الرئيسية' },
  login: {
    tab: 'تسجيل الدخول',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    submitting: 'جارٍ تسجيل الدخول…',
    failed: 'تعذّر تسجيل الدخول. تحقق من اسم المستخدم وكلمة المرور ثم حاول مرة أخرى.',
    rateLimited: 'محاولات تسجيل دخول كثيرة جداً. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    usernameRequired: 'اسم المستخدم مطلوب',
    passwordRequired: 'كلمة المرور مطلوبة',
  },
  logout: { signingOut: 'جارٍ تسجيل الخروج…' },
  admin: {
    greeting: 'مرحباً، {{name}}',
    logout: 'تسجيل الخروج',
    menu: 'قائمة الإدارة',
    toggle: 'القائمة',
    settingsMissing: 'بيانات العيادة غير مكتملة: {{list}}.',
    openSettings: 'فتح الإعدادات',
  },
};

export default texts;
