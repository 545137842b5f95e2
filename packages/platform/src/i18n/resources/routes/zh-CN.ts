import type { Translation } from '../types';
import type { RouteTexts } from './en';

const texts: Translation<RouteTexts> = {
  home: '首页',
  appointments: '预约',
  faqs: '常见问题',
  privacyPolicy: '隐私政策',
  termsOfService: '服务条款',
  maintenance: '维护中',
  preCheckout: '预订化验/免疫检测',
  checkoutConfirmation: '付款确认',
  i693: 'I-693 移民体检',
  i693Form: 'I693 表格数据',
  adminI693Applications: 'I693 表格',
  bookingLanding: '预约就诊',
  bookingCalendar: '安排就诊时间',
  bookingEdit: '修改您的预约',
  docRequest: '文件请求',
  dashboard: '仪表板',
  appointmentRequests: '客户',
  clients: '客户',
  orders: '订单',
  doctorAvailability: '医生可预约时间',
  login: '登录',
  logout: '退出登录',
  staff: '员工',
  setPassword: '设置密码',
  account: '您的账户',
  twoFactorSetup: '设置两步验证登录',
  settings: '设置',
  notFound: '页面未找到',
  menu: { dashboard: '仪表板', i693Form: 'I693 表格', orders: '订单', doctorAvailability: '医生可预约时间', clients: '客户', staff: '员工', settings: '设置' },
};

export default texts;
