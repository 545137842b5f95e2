import type { Texts } from './en';

const texts: Texts = {
  intro: {
    doctorAvailability: 'د هر دفتر لپاره د ډاکټر د شتون ورځې او ساعتونه وټاکئ او د کلیز د همغږۍ لاګونه وګورئ.',
  },
};

export default texts;
