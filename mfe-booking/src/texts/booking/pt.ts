import type { Texts } from './en';

const texts: Texts = {
  intro: {
    bookingLanding: 'Informe seu e-mail para receber um código de uso único e agende sua consulta.',
    bookingCalendar: 'Escolha o consultório, a data e o horário da sua consulta.',
    bookingEdit: 'Altere a data ou o horário da sua consulta.',
    docRequest: 'Envie os registros de vacinas ou exames que o médico solicitou.',
  },
};

export default texts;
