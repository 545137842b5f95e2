import type { Texts } from './en';

const texts: Texts = {
  intro: {
    bookingLanding: 'أدخل بريدك الإلكتروني لتتلقى رمزًا لمرة واحدة، ثم احجز موعدك.',
    bookingCalendar: 'اختر المكتب والتاريخ والوقت لموعدك.',
    bookingEdit: 'غيّر تاريخ موعدك أو وقته.',
    docRequest: 'حمّل سجلات اللقاحات أو الفحوصات المخبرية التي طلبها الطبيب.',
  },
};

export default texts;
