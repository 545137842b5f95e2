import type { Texts } from './en';

const texts: Texts = {
  intro: {
    doctorAvailability: 'حدّد أيام وساعات توفر الطبيب في كل مكتب وراجع سجلات مزامنة التقويم.',
  },
};

export default texts;
