import type { Translation } from '../types';
import type { RouteTexts } from './en';

const texts: Translation<RouteTexts> = {
  home: 'Inicio',
  appointments: 'Citas',
  faqs: 'Preguntas frecuentes',
  privacyPolicy: 'Política de privacidad',
  termsOfService: 'Términos del servicio',
  maintenance: 'En mantenimiento',
  preCheckout: 'Reservar análisis de laboratorio/pruebas de inmunidad',
  checkoutConfirmation: 'Confirmación de pago',
  i693: 'Examen médico I-693',
  i693Form: 'DATOS DEL FORMULARIO I693',
  adminI693Applications: 'Formulario I693',
  bookingLanding: 'Reserve su cita',
  bookingCalendar: 'Programe su cita',
  bookingEdit: 'Modifique su cita',
  docRequest: 'Solicitud de documentos',
  dashboard: 'Panel',
  appointmentRequests: 'Clientes',
  clients: 'Clientes',
  orders: 'Pedidos',
  doctorAvailability: 'Disponibilidad del médico',
  login: 'Iniciar sesión',
  logout: 'Cerrar sesión',
  staff: 'Personal',
  setPassword: 'Establecer la contraseña',
  account: 'Su cuenta',
  twoFactorSetup: 'Configurar el inicio de sesión en dos pasos',
  settings: 'Configuración',
  notFound: 'Página no encontrada',
  menu: {
    dashboard: 'Panel',
    i693Form: 'Formulario I693',
    orders: 'Pedidos',
    doctorAvailability: 'Disponibilidad del médico',
    clients: 'Clientes',
    staff: 'Personal',
    settings: 'Configuración',
  },
};

export default texts;
