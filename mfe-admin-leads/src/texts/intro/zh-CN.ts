import type { Texts } from './en';

const texts: Texts = {
  intro: {
    dashboard: '诊所各项数据一览。',
    appointmentRequests: '潜在客户及其申请人：检查清单、文件、备注和跟进邮件。',
    clients: '诊所所有客户的列表。',
    orders: '化验订单及其付款，以及临时化验订单。',
  },
};

export default texts;
