import type { Texts } from './en';

const texts: Texts = {
  intro: {
    bookingLanding: '输入您的电子邮箱以接收一次性验证码，然后预约就诊。',
    bookingCalendar: '选择就诊的诊所、日期和时间。',
    bookingEdit: '更改您预约的日期或时间。',
    docRequest: '上传医生要求的疫苗或化验记录。',
  },
};

export default texts;
