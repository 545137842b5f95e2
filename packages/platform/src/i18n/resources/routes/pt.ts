import type { Translation } from '../types';
import type { RouteTexts } from './en';

const texts: Translation<RouteTexts> = {
  home: 'Início',
  appointments: 'Consultas',
  faqs: 'Perguntas frequentes',
  privacyPolicy: 'Política de Privacidade',
  termsOfService: 'Termos de Serviço',
  maintenance: 'Em manutenção',
  preCheckout: 'Agendar exames laboratoriais/testes de imunidade',
  checkoutConfirmation: 'Confirmação de pagamento',
  i693: 'Exame médico I-693',
  i693Form: 'DADOS DO FORMULÁRIO I693',
  adminI693Applications: 'Formulário I693',
  bookingLanding: 'Agende sua consulta',
  bookingCalendar: 'Escolha o horário da sua consulta',
  bookingEdit: 'Altere sua consulta',
  docRequest: 'Solicitação de documentos',
  dashboard: 'Painel',
  appointmentRequests: 'Clientes',
  clients: 'Clientes',
  orders: 'Pedidos',
  doctorAvailability: 'Disponibilidade do médico',
  login: 'Entrar',
  logout: 'Sair',
  staff: 'Equipe',
  setPassword: 'Definir a senha',
  account: 'Sua conta',
  twoFactorSetup: 'Configurar o login em duas etapas',
  settings: 'Configurações',
  notFound: 'Página não encontrada',
  menu: {
    dashboard: 'Painel',
    i693Form: 'Formulário I693',
    orders: 'Pedidos',
    doctorAvailability: 'Disponibilidade do médico',
    clients: 'Clientes',
    staff: 'Equipe',
    settings: 'Configurações',
  },
};

export default texts;
