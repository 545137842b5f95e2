import type { LanguageCode } from '@clinic/contracts';

/** This remote's i18n namespace: its name, under which createRemoteApp registers TEXTS. */
export const TEXT_NAMESPACE = 'mfe-i693';

const en = {
  intro: {
    i693: 'What the I-693 immigration medical exam involves and how to get it done with us.',
    i693Form: 'Send us your details, ID photos and signature for your I-693 form.',
    adminI693Applications: "Applicants' I-693 applications: review and edit their data, print PDFs and receipts, and export.",
  },
};

type Texts = typeof en;

/** This remote's texts in all eight languages. */
export const TEXTS: Record<LanguageCode, Texts> = {
  en,
  'zh-CN': {
    intro: {
      i693: '了解 I-693 移民体检包括哪些内容，以及如何在我们这里完成体检。',
      i693Form: '提交您的个人信息、证件照片和签名，用于您的 I-693 表格。',
      adminI693Applications: '申请人的 I-693 申请：查看和编辑资料、打印 PDF 和收据，以及导出数据。',
    },
  },
  pa: {
    intro: {
      i693: 'I-693 ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਵਿੱਚ ਕੀ ਸ਼ਾਮਲ ਹੈ ਅਤੇ ਇਸਨੂੰ ਸਾਡੇ ਨਾਲ ਕਿਵੇਂ ਪੂਰਾ ਕਰਨਾ ਹੈ।',
      i693Form: 'ਆਪਣੇ I-693 ਫਾਰਮ ਲਈ ਆਪਣੇ ਵੇਰਵੇ, ਪਛਾਣ ਪੱਤਰ ਦੀਆਂ ਫੋਟੋਆਂ ਅਤੇ ਦਸਤਖਤ ਸਾਨੂੰ ਭੇਜੋ।',
      adminI693Applications: 'ਬਿਨੈਕਾਰਾਂ ਦੀਆਂ I-693 ਅਰਜ਼ੀਆਂ: ਡਾਟਾ ਦੇਖੋ ਅਤੇ ਸੋਧੋ, PDF ਅਤੇ ਰਸੀਦਾਂ ਛਾਪੋ, ਅਤੇ ਨਿਰਯਾਤ ਕਰੋ।',
    },
  },
  ar: {
    intro: {
      i693: 'ما الذي يتضمنه الفحص الطبي للهجرة I-693 وكيف تُجريه لدينا.',
      i693Form: 'أرسل إلينا بياناتك وصور هويتك وتوقيعك لنموذج I-693 الخاص بك.',
      adminI693Applications: 'طلبات I-693 للمتقدمين: مراجعة البيانات وتعديلها، وطباعة ملفات PDF والإيصالات، والتصدير.',
    },
  },
  es: {
    intro: {
      i693: 'En qué consiste el examen médico de inmigración I-693 y cómo realizarlo con nosotros.',
      i693Form: 'Envíenos sus datos, fotos de identificación y firma para su formulario I-693.',
      adminI693Applications: 'Solicitudes I-693 de los solicitantes: revise y edite sus datos, imprima PDF y recibos, y exporte.',
    },
  },
  ps: {
    intro: {
      i693: 'د I-693 د مهاجرت طبي معاینه څه شی ده او څنګه یې له موږ سره ترسره کړئ.',
      i693Form: 'د خپلې I-693 فورمې لپاره خپل معلومات، د پېژندپاڼې انځورونه او لاسلیک موږ ته راولېږئ.',
      adminI693Applications: 'د غوښتونکو I-693 غوښتنلیکونه: معلومات وګورئ او سم یې کړئ، PDF او رسیدونه چاپ کړئ، او صادر یې کړئ.',
    },
  },
  pt: {
    intro: {
      i693: 'O que o exame médico de imigração I-693 envolve e como fazê-lo conosco.',
      i693Form: 'Envie-nos seus dados, fotos do documento de identidade e assinatura para o seu formulário I-693.',
      adminI693Applications: 'Solicitações I-693 dos requerentes: revise e edite os dados, imprima PDFs e recibos e exporte.',
    },
  },
  fa: {
    intro: {
      i693: 'معاینه پزشکی مهاجرت I-693 شامل چه مواردی است و چگونه آن را نزد ما انجام دهید.',
      i693Form: 'اطلاعات، عکس‌های مدرک شناسایی و امضای خود را برای فرم I-693 برای ما بفرستید.',
      adminI693Applications: 'درخواست‌های I-693 متقاضیان: بررسی و ویرایش اطلاعات، چاپ PDF و رسید، و خروجی گرفتن.',
    },
  },
};
