import type { Texts } from './en';

const texts: Texts = {
  intro: {
    bookingLanding: 'Introduzca su correo electrónico para recibir un código de un solo uso y reserve su cita.',
    bookingCalendar: 'Elija la oficina, la fecha y la hora de su cita.',
    bookingEdit: 'Cambie la fecha o la hora de su cita.',
    docRequest: 'Suba los registros de vacunas o de laboratorio que pidió el médico.',
  },
};

export default texts;
