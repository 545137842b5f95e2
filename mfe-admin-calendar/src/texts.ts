import type { LanguageCode } from '@clinic/contracts';

/** This remote's i18n namespace: its name, under which createRemoteApp registers TEXTS. */
export const TEXT_NAMESPACE = 'mfe-admin-calendar';

const en = {
  intro: {
    doctorAvailability: "Set the doctor's available days and hours at each office and review the calendar sync logs.",
  },
};

type Texts = typeof en;

/** This remote's texts in all eight languages. */
export const TEXTS: Record<LanguageCode, Texts> = {
  en,
  'zh-CN': {
    intro: {
      doctorAvailability: '为每个诊所设置医生可预约的日期和时间，并查看日历同步日志。',
    },
  },
  pa: {
    intro: {
      doctorAvailability: 'ਹਰ ਦਫ਼ਤਰ ਲਈ ਡਾਕਟਰ ਦੇ ਉਪਲਬਧ ਦਿਨ ਅਤੇ ਘੰਟੇ ਤੈਅ ਕਰੋ ਅਤੇ ਕੈਲੰਡਰ ਸਿੰਕ ਲੌਗ ਦੇਖੋ।',
    },
  },
  ar: {
    intro: {
      doctorAvailability: 'حدّد أيام وساعات توفر الطبيب في كل مكتب وراجع سجلات مزامنة التقويم.',
    },
  },
  es: {
    intro: {
      doctorAvailability: 'Defina los días y horarios disponibles del médico en cada oficina y revise los registros de sincronización del calendario.',
    },
  },
  ps: {
    intro: {
      doctorAvailability: 'د هر دفتر لپاره د ډاکټر د شتون ورځې او ساعتونه وټاکئ او د کلیز د همغږۍ لاګونه وګورئ.',
    },
  },
  pt: {
    intro: {
      doctorAvailability: 'Defina os dias e horários disponíveis do médico em cada consultório e revise os registros de sincronização da agenda.',
    },
  },
  fa: {
    intro: {
      doctorAvailability: 'روزها و ساعت‌های در دسترس پزشک را برای هر مطب تعیین کنید و گزارش‌های همگام‌سازی تقویم را ببینید.',
    },
  },
};
