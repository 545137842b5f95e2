import type { Texts } from './en';

const texts: Texts = {
  intro: {
    dashboard: 'د کلینیک د شمېرو لنډه کتنه.',
    appointmentRequests: 'احتمالي مراجعین او د هغوی غوښتونکي: چک لیستونه، فایلونه، یادښتونه او د تعقیب برېښنالیکونه.',
    clients: 'د کلینیک د ټولو مراجعینو لېست.',
    orders: 'د لابراتوار ازموینو فرمایشونه او د هغوی تادیات، او ځانګړي لابراتواري فرمایشونه.',
  },
};

export default texts;
