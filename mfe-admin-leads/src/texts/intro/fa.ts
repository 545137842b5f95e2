import type { Texts } from './en';

const texts: Texts = {
  intro: {
    dashboard: 'نگاهی سریع به آمار مطب.',
    appointmentRequests: 'مشتریان بالقوه و متقاضیان آن‌ها: چک‌لیست‌ها، فایل‌ها، یادداشت‌ها و ایمیل‌های پیگیری.',
    clients: 'فهرست همه مشتریان مطب.',
    orders: 'سفارش‌های آزمایش و پرداخت‌های آن‌ها، و سفارش‌های آزمایش موردی.',
  },
};

export default texts;
