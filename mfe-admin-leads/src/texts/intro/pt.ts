import type { Texts } from './en';

const texts: Texts = {
  intro: {
    dashboard: 'Os números do consultório num relance.',
    appointmentRequests: 'Leads e seus requerentes: checklists, arquivos, anotações e e-mails de acompanhamento.',
    clients: 'A lista de todos os clientes da clínica.',
    orders: 'Pedidos de exames laboratoriais e seus pagamentos, e pedidos avulsos de exames.',
  },
};

export default texts;
