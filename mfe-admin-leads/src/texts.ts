import type { LanguageCode } from '@clinic/contracts';

/** This remote's i18n namespace: its name, under which createRemoteApp registers TEXTS. */
export const TEXT_NAMESPACE = 'mfe-admin-leads';

const en = {
  intro: {
    dashboard: "Today's appointments, follow-ups and pending work at a glance.",
    appointmentRequests: 'Leads and their applicants: checklists, files, notes and follow-up e-mails.',
    clients: "The list of all the practice's clients.",
    orders: 'Lab test orders and their payments, and ad-hoc lab orders.',
  },
};

type Texts = typeof en;

/** This remote's texts in all eight languages. */
export const TEXTS: Record<LanguageCode, Texts> = {
  en,
  'zh-CN': {
    intro: {
      dashboard: '今日预约、跟进事项和待办工作一览。',
      appointmentRequests: '潜在客户及其申请人：检查清单、文件、备注和跟进邮件。',
      clients: '诊所所有客户的列表。',
      orders: '化验订单及其付款，以及临时化验订单。',
    },
  },
  pa: {
    intro: {
      dashboard: 'ਅੱਜ ਦੀਆਂ ਮੁਲਾਕਾਤਾਂ, ਫਾਲੋ-ਅੱਪ ਅਤੇ ਬਕਾਇਆ ਕੰਮ ਇੱਕ ਨਜ਼ਰ ਵਿੱਚ।',
      appointmentRequests: 'ਲੀਡਾਂ ਅਤੇ ਉਨ੍ਹਾਂ ਦੇ ਬਿਨੈਕਾਰ: ਚੈੱਕਲਿਸਟਾਂ, ਫਾਈਲਾਂ, ਨੋਟ ਅਤੇ ਫਾਲੋ-ਅੱਪ ਈ-ਮੇਲਾਂ।',
      clients: 'ਪ੍ਰੈਕਟਿਸ ਦੇ ਸਾਰੇ ਗਾਹਕਾਂ ਦੀ ਸੂਚੀ।',
      orders: 'ਲੈਬ ਟੈਸਟ ਆਰਡਰ ਅਤੇ ਉਨ੍ਹਾਂ ਦੇ ਭੁਗਤਾਨ, ਅਤੇ ਵਿਸ਼ੇਸ਼ ਲੈਬ ਆਰਡਰ।',
    },
  },
  ar: {
    intro: {
      dashboard: 'نظرة سريعة على مواعيد اليوم والمتابعات والأعمال المعلّقة.',
      appointmentRequests: 'العملاء المحتملون ومتقدموهم: قوائم التحقق والملفات والملاحظات ورسائل المتابعة.',
      clients: 'قائمة بجميع عملاء العيادة.',
      orders: 'طلبات الفحوصات المخبرية ومدفوعاتها، والطلبات المخبرية الخاصة.',
    },
  },
  es: {
    intro: {
      dashboard: 'Las citas de hoy, los seguimientos y el trabajo pendiente de un vistazo.',
      appointmentRequests: 'Clientes potenciales y sus solicitantes: listas de control, archivos, notas y correos de seguimiento.',
      clients: 'La lista de todos los clientes de la consulta.',
      orders: 'Pedidos de análisis de laboratorio y sus pagos, y pedidos de laboratorio puntuales.',
    },
  },
  ps: {
    intro: {
      dashboard: 'د نن ورځې ملاقاتونه، تعقیبونه او پاتې کارونه په یوه کتنه کې.',
      appointmentRequests: 'احتمالي مراجعین او د هغوی غوښتونکي: چک لیستونه، فایلونه، یادښتونه او د تعقیب برېښنالیکونه.',
      clients: 'د کلینیک د ټولو مراجعینو لېست.',
      orders: 'د لابراتوار ازموینو فرمایشونه او د هغوی تادیات، او ځانګړي لابراتواري فرمایشونه.',
    },
  },
  pt: {
    intro: {
      dashboard: 'As consultas de hoje, os acompanhamentos e as pendências num relance.',
      appointmentRequests: 'Leads e seus requerentes: checklists, arquivos, anotações e e-mails de acompanhamento.',
      clients: 'A lista de todos os clientes da clínica.',
      orders: 'Pedidos de exames laboratoriais e seus pagamentos, e pedidos avulsos de exames.',
    },
  },
  fa: {
    intro: {
      dashboard: 'نگاهی سریع به نوبت‌های امروز، پیگیری‌ها و کارهای در انتظار.',
      appointmentRequests: 'مشتریان بالقوه و متقاضیان آن‌ها: چک‌لیست‌ها، فایل‌ها، یادداشت‌ها و ایمیل‌های پیگیری.',
      clients: 'فهرست همه مشتریان مطب.',
      orders: 'سفارش‌های آزمایش و پرداخت‌های آن‌ها، و سفارش‌های آزمایش موردی.',
    },
  },
};
