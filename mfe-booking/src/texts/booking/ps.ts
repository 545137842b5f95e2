import type { Texts } from './en';

const texts: Texts = {
  intro: {
    bookingLanding: 'د یو ځلي کوډ د ترلاسه کولو لپاره خپل برېښنالیک ولیکئ، بیا خپل ملاقات بوک کړئ.',
    bookingCalendar: 'د خپل ملاقات لپاره دفتر، نېټه او وخت وټاکئ.',
    bookingEdit: 'د خپل ملاقات نېټه یا وخت بدل کړئ.',
    docRequest: 'د واکسینونو یا لابراتوار هغه اسناد پورته کړئ چې ډاکټر غوښتي دي.',
  },
};

export default texts;
