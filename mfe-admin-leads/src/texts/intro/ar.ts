import type { Texts } from './en';

const texts: Texts = {
  intro: {
    dashboard: 'نظرة سريعة على أرقام العيادة.',
    appointmentRequests: 'العملاء المحتملون ومتقدموهم: قوائم التحقق والملفات والملاحظات ورسائل المتابعة.',
    clients: 'قائمة بجميع عملاء العيادة.',
    orders: 'طلبات الفحوصات المخبرية ومدفوعاتها، والطلبات المخبرية الخاصة.',
  },
};

export default texts;
