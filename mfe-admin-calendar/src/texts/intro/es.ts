import type { Texts } from './en';

const texts: Texts = {
  intro: {
    doctorAvailability: 'Defina los días y horarios disponibles del médico en cada oficina y revise los registros de sincronización del calendario.',
  },
};

export default texts;
