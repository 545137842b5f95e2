import type { Translation } from '../types';
import type { CommonTexts } from './en';

const texts: Translation<CommonTexts> = {
  skipToContent: 'Saltar al contenido principal',
  homeLink: 'Inicio de {{name}}',
  loading: 'Cargando…',
  banner: {
    contact: '¿Preguntas? Escríbanos a <email>{{email}}</email> o llame al <phone>{{phone}}</phone>.',
    contactEmail: '¿Preguntas? Escríbanos a <email>{{email}}</email>.',
    contactPhone: '¿Preguntas? Llame al <phone>{{phone}}</phone>.',
    hours: 'Horario flexible, acordado por mensaje.',
  },
  menu: {
    home: 'INICIO',
    i693: 'I-693',
    appointments: 'CITAS',
    faqs: 'PREGUNTAS FRECUENTES',
    label: 'Menú principal',
    open: 'Abrir menú',
    close: 'Cerrar menú',
  },
  language: { label: 'Idioma', popupTitle: 'Elija su idioma', popupText: 'Seleccione el idioma en el que desea leer este sitio.' },
  footer: {
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
    contact: 'Contacto',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    fax: 'Fax',
    rights: '© {{year}} {{name}}. Todos los derechos reservados.',
  },
  message: { ok: 'Aceptar', info: 'Mensaje', success: 'Éxito', warning: 'Advertencia', error: 'Error', close: 'Cerrar aviso', notices: 'Avisos' },
  network: { offline: 'Parece que no tiene conexión. Revise su conexión de red.', online: '¡De nuevo en línea!' },
  remote: { error: 'No se pudo cargar esta parte del sitio.', retry: 'Reintentar' },
  notFound: { heading: 'Página no encontrada', text: 'La página que busca no existe o se ha movido.', home: 'Ir a la página de inicio' },
  login: {
    tab: 'Iniciar sesión',
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    failed: 'No se pudo iniciar sesión. Revise su usuario y contraseña e inténtelo de nuevo.',
    rateLimited: 'Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.',
    usernameRequired: 'El usuario es obligatorio',
    passwordRequired: 'La contraseña es obligatoria',
  },
  logout: { signingOut: 'Cerrando sesión…' },
  admin: {
    greeting: 'Hola, {{name}}',
    logout: 'Cerrar sesión',
    menu: 'Menú de administración',
    toggle: 'Menú',
    settingsMissing: 'Faltan datos de la consulta: {{list}}.',
    openSettings: 'Abrir Configuración',
  },
};

export default texts;
