import type { Translation } from '../types';
import type { CommonTexts } from './en';

const texts: Translation<CommonTexts> = {
  skipToContent: '跳到主要内容',
  homeLink: '{{name}} 首页',
  loading: '加载中…',
  banner: {
    contact: '有疑问？请发送邮件至 <email>{{email}}</email> 或致电 <phone>{{phone}}</phone>。',
    contactEmail: '有疑问？请发送邮件至 <email>{{email}}</email>。',
    contactPhone: '有疑问？请致电 <phone>{{phone}}</phone>。',
    hours: '营业时间灵活，请通过留言预约。',
  },
  menu: { home: '首页', i693: 'I-693', appointments: '预约', faqs: '常见问题', label: '主菜单', open: '打开菜单', close: '关闭菜单' },
  language: { label: '语言', popupTitle: '选择您的语言', popupText: '请选择您希望浏览本网站所用的语言。' },
  footer: {
    privacy: '隐私政策',
    terms: '服务条款',
    contact: '联系我们',
    email: '电子邮件',
    phone: '电话',
    fax: '传真',
    rights: '© {{year}} {{name}}。保留所有权利。',
  },
  message: { ok: '确定', info: '消息', success: '成功', warning: '警告', error: '错误', close: '关闭通知', notices: '通知' },
  network: { offline: '您似乎已离线。请检查网络连接。', online: '已恢复在线！' },
  remote: { error: '网站的这一部分无法加载。', retry: '重试' },
  notFound: { heading: '页面未找到', text: '您查找的页面不存在或已被移动。', home: '返回首页' },
  login: {
    tab: '登录',
    username: '用户名',
    password: '密码',
    submit: '登录',
    submitting: '正在登录…',
    failed: '登录失败。请检查您的用户名和密码后重试。',
    rateLimited: '登录尝试次数过多。请等待几分钟后再试。',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
  },
  logout: { signingOut: '正在退出…' },
  admin: {
    greeting: '您好，{{name}}',
    logout: '退出登录',
    menu: '管理菜单',
    toggle: '菜单',
    settingsMissing: '诊所信息不完整：{{list}}。',
    openSettings: '打开设置',
  },
};

export default texts;
