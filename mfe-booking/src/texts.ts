import type { LanguageCode } from '@clinic/contracts';

/** This remote's i18n namespace: its name, under which createRemoteApp registers TEXTS. */
export const TEXT_NAMESPACE = 'mfe-booking';

const en = {
  intro: {
    bookingLanding: 'Enter your e-mail to receive a one-time code, then book your appointment.',
    bookingCalendar: 'Choose the office, date and time of your appointment.',
    bookingEdit: 'Change the date or time of your appointment.',
    docRequest: 'Upload the vaccine or lab records the doctor asked for.',
  },
};

type Texts = typeof en;

/** This remote's texts in all eight languages. */
export const TEXTS: Record<LanguageCode, Texts> = {
  en,
  'zh-CN': {
    intro: {
      bookingLanding: '输入您的电子邮箱以接收一次性验证码，然后预约就诊。',
      bookingCalendar: '选择就诊的诊所、日期和时间。',
      bookingEdit: '更改您预约的日期或时间。',
      docRequest: '上传医生要求的疫苗或化验记录。',
    },
  },
  pa: {
    intro: {
      bookingLanding: 'ਇੱਕ-ਵਾਰੀ ਕੋਡ ਪ੍ਰਾਪਤ ਕਰਨ ਲਈ ਆਪਣੀ ਈ-ਮੇਲ ਦਰਜ ਕਰੋ, ਫਿਰ ਆਪਣੀ ਮੁਲਾਕਾਤ ਬੁੱਕ ਕਰੋ।',
      bookingCalendar: 'ਆਪਣੀ ਮੁਲਾਕਾਤ ਲਈ ਦਫ਼ਤਰ, ਤਾਰੀਖ ਅਤੇ ਸਮਾਂ ਚੁਣੋ।',
      bookingEdit: 'ਆਪਣੀ ਮੁਲਾਕਾਤ ਦੀ ਤਾਰੀਖ ਜਾਂ ਸਮਾਂ ਬਦਲੋ।',
      docRequest: 'ਡਾਕਟਰ ਵੱਲੋਂ ਮੰਗੇ ਗਏ ਟੀਕਿਆਂ ਜਾਂ ਲੈਬ ਦੇ ਰਿਕਾਰਡ ਅੱਪਲੋਡ ਕਰੋ।',
    },
  },
  ar: {
    intro: {
      bookingLanding: 'أدخل بريدك الإلكتروني لتتلقى رمزًا لمرة واحدة، ثم احجز موعدك.',
      bookingCalendar: 'اختر المكتب والتاريخ والوقت لموعدك.',
      bookingEdit: 'غيّر تاريخ موعدك أو وقته.',
      docRequest: 'حمّل سجلات اللقاحات أو الفحوصات المخبرية التي طلبها الطبيب.',
    },
  },
  es: {
    intro: {
      bookingLanding: 'Introduzca su correo electrónico para recibir un código de un solo uso y reserve su cita.',
      bookingCalendar: 'Elija la oficina, la fecha y la hora de su cita.',
      bookingEdit: 'Cambie la fecha o la hora de su cita.',
      docRequest: 'Suba los registros de vacunas o de laboratorio que pidió el médico.',
    },
  },
  ps: {
    intro: {
      bookingLanding: 'د یو ځلي کوډ د ترلاسه کولو لپاره خپل برېښنالیک ولیکئ، بیا خپل ملاقات بوک کړئ.',
      bookingCalendar: 'د خپل ملاقات لپاره دفتر، نېټه او وخت وټاکئ.',
      bookingEdit: 'د خپل ملاقات نېټه یا وخت بدل کړئ.',
      docRequest: 'د واکسینونو یا لابراتوار هغه اسناد پورته کړئ چې ډاکټر غوښتي دي.',
    },
  },
  pt: {
    intro: {
      bookingLanding: 'Informe seu e-mail para receber um código de uso único e agende sua consulta.',
      bookingCalendar: 'Escolha o consultório, a data e o horário da sua consulta.',
      bookingEdit: 'Altere a data ou o horário da sua consulta.',
      docRequest: 'Envie os registros de vacinas ou exames que o médico solicitou.',
    },
  },
  fa: {
    intro: {
      bookingLanding: 'ایمیل خود را وارد کنید تا یک کد یک‌بارمصرف دریافت کنید، سپس نوبت خود را رزرو کنید.',
      bookingCalendar: 'مطب، تاریخ و ساعت نوبت خود را انتخاب کنید.',
      bookingEdit: 'تاریخ یا ساعت نوبت خود را تغییر دهید.',
      docRequest: 'سوابق واکسن یا آزمایش‌هایی را که پزشک درخواست کرده است بارگذاری کنید.',
    },
  },
};
