import type { Texts } from './en';

const texts: Texts = {
  intro: {
    bookingLanding: 'ایمیل خود را وارد کنید تا یک کد یک‌بارمصرف دریافت کنید، سپس نوبت خود را رزرو کنید.',
    bookingCalendar: 'مطب، تاریخ و ساعت نوبت خود را انتخاب کنید.',
    bookingEdit: 'تاریخ یا ساعت نوبت خود را تغییر دهید.',
    docRequest: 'سوابق واکسن یا آزمایش‌هایی را که پزشک درخواست کرده است بارگذاری کنید.',
  },
};

export default texts;
