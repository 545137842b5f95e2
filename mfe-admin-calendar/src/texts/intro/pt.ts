import type { Texts } from './en';

const texts: Texts = {
  intro: {
    doctorAvailability: 'Defina os dias e horários disponíveis do médico em cada consultório e revise os registros de sincronização da agenda.',
  },
};

export default texts;
