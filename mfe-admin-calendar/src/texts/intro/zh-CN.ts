import type { Texts } from './en';

const texts: Texts = {
  intro: {
    doctorAvailability: '为每个诊所设置医生可预约的日期和时间，并查看日历同步日志。',
  },
};

export default texts;
