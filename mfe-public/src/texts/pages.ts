import type { LanguageCode } from '@clinic/contracts';
import { INFO_TEXTS } from './info';

/** Texts of the information pages (top-level keys are this feature's own). */
const en = {
  intro: {
    home: 'Immigration medical exams and I-693 forms sealed by a USCIS-certified civil surgeon.',
    appointments: 'Check which vaccines and lab tests you need, then request an appointment.',
    faqs: 'Answers to the questions applicants ask most often.',
    privacyPolicy: 'How we collect, use and protect your personal information.',
    termsOfService: 'The terms that apply when you use this site and our services.',
    maintenance: 'Please check back in 20 minutes.',
    preCheckout: 'Order and pay for the lab and immunity tests you need.',
    checkoutConfirmation: 'The result of your payment.',
  },
  ...INFO_TEXTS.en,
};

type Texts = typeof en;

/** This remote's texts in all eight languages. */
export const PAGE_TEXTS: Record<LanguageCode, Texts> = {
  en,
  'zh-CN': {
    intro: {
      home: '由美国移民局（USCIS）认证的民事外科医生进行移民体检并密封 I-693 表格。',
      appointments: '查看您需要哪些疫苗和化验，然后申请预约。',
      faqs: '申请人最常问的问题解答。',
      privacyPolicy: '我们如何收集、使用和保护您的个人信息。',
      termsOfService: '使用本网站和我们的服务时适用的条款。',
      maintenance: '请在 20 分钟后再来查看。',
      preCheckout: '订购并支付您需要的化验和免疫检测。',
      checkoutConfirmation: '您的付款结果。',
    },
    ...INFO_TEXTS['zh-CN'],
  },
  pa: {
    intro: {
      home: 'USCIS ਵੱਲੋਂ ਪ੍ਰਮਾਣਿਤ ਸਿਵਲ ਸਰਜਨ ਦੁਆਰਾ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਅਤੇ ਸੀਲ ਕੀਤੇ I-693 ਫਾਰਮ।',
      appointments: 'ਦੇਖੋ ਕਿ ਤੁਹਾਨੂੰ ਕਿਹੜੇ ਟੀਕੇ ਅਤੇ ਲੈਬ ਟੈਸਟ ਚਾਹੀਦੇ ਹਨ, ਫਿਰ ਮੁਲਾਕਾਤ ਲਈ ਬੇਨਤੀ ਕਰੋ।',
      faqs: 'ਬਿਨੈਕਾਰਾਂ ਵੱਲੋਂ ਸਭ ਤੋਂ ਵੱਧ ਪੁੱਛੇ ਜਾਂਦੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ।',
      privacyPolicy: 'ਅਸੀਂ ਤੁਹਾਡੀ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਕਿਵੇਂ ਇਕੱਠੀ ਕਰਦੇ, ਵਰਤਦੇ ਅਤੇ ਸੁਰੱਖਿਅਤ ਰੱਖਦੇ ਹਾਂ।',
      termsOfService: 'ਇਸ ਸਾਈਟ ਅਤੇ ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ ਦੀ ਵਰਤੋਂ ਕਰਨ ਸਮੇਂ ਲਾਗੂ ਹੋਣ ਵਾਲੀਆਂ ਸ਼ਰਤਾਂ।',
      maintenance: 'ਕਿਰਪਾ ਕਰਕੇ 20 ਮਿੰਟਾਂ ਬਾਅਦ ਦੁਬਾਰਾ ਦੇਖੋ।',
      preCheckout: 'ਤੁਹਾਨੂੰ ਲੋੜੀਂਦੇ ਲੈਬ ਅਤੇ ਇਮਿਊਨਿਟੀ ਟੈਸਟ ਆਰਡਰ ਕਰੋ ਅਤੇ ਉਨ੍ਹਾਂ ਦਾ ਭੁਗਤਾਨ ਕਰੋ।',
      checkoutConfirmation: 'ਤੁਹਾਡੇ ਭੁਗਤਾਨ ਦਾ ਨਤੀਜਾ।',
    },
    ...INFO_TEXTS.pa,
  },
  ar: {
    intro: {
      home: 'فحوصات طبية للهجرة ونماذج I-693 مختومة من جرّاح مدني معتمد من USCIS.',
      appointments: 'تحقّق من اللقاحات والفحوصات المخبرية التي تحتاجها، ثم اطلب موعدًا.',
      faqs: 'إجابات عن الأسئلة التي يطرحها المتقدمون كثيرًا.',
      privacyPolicy: 'كيف نجمع معلوماتك الشخصية ونستخدمها ونحميها.',
      termsOfService: 'الشروط التي تنطبق عند استخدامك لهذا الموقع وخدماتنا.',
      maintenance: 'يرجى العودة بعد 20 دقيقة.',
      preCheckout: 'اطلب الفحوصات المخبرية وفحوصات المناعة التي تحتاجها وادفع ثمنها.',
      checkoutConfirmation: 'نتيجة عملية الدفع الخاصة بك.',
    },
    ...INFO_TEXTS.ar,
  },
  es: {
    intro: {
      home: 'Exámenes médicos de inmigración y formularios I-693 sellados por un cirujano civil certificado por USCIS.',
      appointments: 'Compruebe qué vacunas y análisis de laboratorio necesita y solicite una cita.',
      faqs: 'Respuestas a las preguntas más frecuentes de los solicitantes.',
      privacyPolicy: 'Cómo recopilamos, usamos y protegemos su información personal.',
      termsOfService: 'Las condiciones que se aplican al usar este sitio y nuestros servicios.',
      maintenance: 'Vuelva a consultar dentro de 20 minutos.',
      preCheckout: 'Pida y pague los análisis de laboratorio y de inmunidad que necesita.',
      checkoutConfirmation: 'El resultado de su pago.',
    },
    ...INFO_TEXTS.es,
  },
  ps: {
    intro: {
      home: 'د USCIS لخوا تصدیق شوي ملکي جراح لخوا د مهاجرت طبي معاینې او مهر شوې I-693 فورمې.',
      appointments: 'وګورئ چې کومو واکسینونو او لابراتواري ازموینو ته اړتیا لرئ، بیا د ملاقات غوښتنه وکړئ.',
      faqs: 'هغو پوښتنو ته ځوابونه چې غوښتونکي یې ډېرې پوښتي.',
      privacyPolicy: 'موږ څنګه ستاسو شخصي معلومات راټولوو، کاروو او ساتو.',
      termsOfService: 'هغه شرطونه چې د دې سایټ او زموږ د خدمتونو د کارولو پر مهال پلي کېږي.',
      maintenance: 'مهرباني وکړئ 20 دقیقې وروسته بیا راشئ.',
      preCheckout: 'هغه لابراتواري او د معافیت ازموینې چې اړتیا ورته لرئ فرمایش کړئ او پیسې یې ورکړئ.',
      checkoutConfirmation: 'ستاسو د تادیې پایله.',
    },
    ...INFO_TEXTS.ps,
  },
  pt: {
    intro: {
      home: 'Exames médicos de imigração e formulários I-693 selados por um cirurgião civil certificado pelo USCIS.',
      appointments: 'Veja quais vacinas e exames laboratoriais você precisa e solicite uma consulta.',
      faqs: 'Respostas às perguntas mais frequentes dos requerentes.',
      privacyPolicy: 'Como coletamos, usamos e protegemos suas informações pessoais.',
      termsOfService: 'Os termos que se aplicam ao usar este site e nossos serviços.',
      maintenance: 'Volte daqui a 20 minutos.',
      preCheckout: 'Peça e pague os exames laboratoriais e de imunidade de que você precisa.',
      checkoutConfirmation: 'O resultado do seu pagamento.',
    },
    ...INFO_TEXTS.pt,
  },
  fa: {
    intro: {
      home: 'معاینات پزشکی مهاجرت و فرم‌های I-693 مهر و موم‌شده توسط جراح مدنی مورد تأیید USCIS.',
      appointments: 'ببینید به کدام واکسن‌ها و آزمایش‌ها نیاز دارید، سپس درخواست نوبت دهید.',
      faqs: 'پاسخ پرسش‌هایی که متقاضیان بیشتر می‌پرسند.',
      privacyPolicy: 'اطلاعات شخصی شما را چگونه جمع‌آوری، استفاده و محافظت می‌کنیم.',
      termsOfService: 'شرایطی که هنگام استفاده از این سایت و خدمات ما اعمال می‌شود.',
      maintenance: 'لطفاً 20 دقیقه دیگر دوباره سر بزنید.',
      preCheckout: 'آزمایش‌های آزمایشگاهی و ایمنی مورد نیاز خود را سفارش دهید و هزینه آن را بپردازید.',
      checkoutConfirmation: 'نتیجه پرداخت شما.',
    },
    ...INFO_TEXTS.fa,
  },
};
