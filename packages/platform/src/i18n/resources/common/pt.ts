import type { Translation } from '../types';
import type { CommonTexts } from './en';

const texts: Translation<CommonTexts> = {
  skipToContent: 'Pular para o conteúdo principal',
  homeLink: 'Página inicial de {{name}}',
  loading: 'Carregando…',
  banner: {
    contact: 'Dúvidas? Escreva para <email>{{email}}</email> ou ligue para <phone>{{phone}}</phone>.',
    contactEmail: 'Dúvidas? Escreva para <email>{{email}}</email>.',
    contactPhone: 'Dúvidas? Ligue para <phone>{{phone}}</phone>.',
    hours: 'Horário flexível, combinado por mensagem.',
  },
  menu: {
    home: 'INÍCIO',
    i693: 'I-693',
    appointments: 'CONSULTAS',
    faqs: 'PERGUNTAS FREQUENTES',
    label: 'Menu principal',
    open: 'Abrir menu',
    close: 'Fechar menu',
  },
  language: { label: 'Idioma', popupTitle: 'Escolha seu idioma', popupText: 'Selecione o idioma em que deseja ler este site.' },
  footer: {
    privacy: 'Política de Privacidade',
    terms: 'Termos de Serviço',
    contact: 'Contato',
    email: 'E-mail',
    phone: 'Telefone',
    fax: 'Fax',
    rights: '© {{year}} {{name}}. Todos os direitos reservados.',
  },
  message: { ok: 'OK', info: 'Mensagem', success: 'Sucesso', warning: 'Aviso', error: 'Erro', close: 'Fechar aviso', notices: 'Avisos' },
  network: { offline: 'Parece que você está offline. Verifique a conexão de rede.', online: 'Online novamente!' },
  remote: { error: 'Não foi possível carregar esta parte do site.', retry: 'Tentar novamente' },
  notFound: { heading: 'Página não encontrada', text: 'A página que você procura não existe ou foi movida.', home: 'Ir para a página inicial' },
  login: {
    tab: 'Entrar',
    username: 'Usuário',
    password: 'Senha',
    submit: 'Entrar',
    submitting: 'Entrando…',
    failed: 'Falha ao entrar. Verifique seu usuário e senha e tente novamente.',
    rateLimited: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    usernameRequired: 'O usuário é obrigatório',
    passwordRequired: 'A senha é obrigatória',
  },
  logout: { signingOut: 'Saindo…' },
  admin: {
    greeting: 'Olá, {{name}}',
    logout: 'Sair',
    menu: 'Menu de administração',
    toggle: 'Menu',
    settingsMissing: 'Os dados da clínica estão incompletos: {{list}}.',
    openSettings: 'Abrir Configurações',
  },
};

export default texts;
