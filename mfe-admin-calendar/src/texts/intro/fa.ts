import type { Texts } from './en';

const texts: Texts = {
  intro: {
    doctorAvailability: 'روزها و ساعت‌های در دسترس پزشک را برای هر مطب تعیین کنید و گزارش‌های همگام‌سازی تقویم را ببینید.',
  },
};

export default texts;
