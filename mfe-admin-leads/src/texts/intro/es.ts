import type { Texts } from './en';

const texts: Texts = {
  intro: {
    dashboard: 'Las cifras del consultorio de un vistazo.',
    appointmentRequests: 'Clientes potenciales y sus solicitantes: listas de control, archivos, notas y correos de seguimiento.',
    clients: 'La lista de todos los clientes de la consulta.',
    orders: 'Pedidos de análisis de laboratorio y sus pagos, y pedidos de laboratorio puntuales.',
  },
};

export default texts;
