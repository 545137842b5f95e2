import type { FaqTexts } from './en';

const texts: FaqTexts = {
  faq: {
    items: {
      examFee: {
        q: 'Quanto custa o exame médico de imigração e como pago?',
        a: [
          'O exame custa <strong>$220 por pessoa</strong> no cartão, ou <strong>$200 por pessoa</strong> em dinheiro (desconto para pagamento em dinheiro).',
          'O pagamento é feito na consulta. Não aceitamos Zelle, Venmo nem cheques. As taxas de laboratório e de vacinas não estão incluídas no valor do exame.',
        ],
      },
      extraFees: {
        q: 'Há taxas extras para alterações, remarcação, cancelamento ou atraso?',
        a: [
          'Uma alteração de nome ou inclusão de informações na consulta custa $40.',
          'Remarcar, cancelar ou chegar atrasado nas 24 horas anteriores à consulta custa $40 por pessoa, acrescentados à próxima consulta. Chegar atrasado significa o cancelamento imediato da consulta, por isso pedimos pontualidade.',
        ],
      },
      todayTomorrow: {
        q: 'Posso conseguir uma consulta hoje ou amanhã?',
        a: [
          '<request>Solicite uma consulta pelo formulário</request> ou envie-nos uma mensagem e ofereceremos o horário mais próximo possível. A disponibilidade varia de um dia para outro.',
          'Os exames de laboratório precisam ser feitos antes do exame médico, então a consulta mais próxima também depende de quando suas amostras forem coletadas.',
        ],
      },
      labOrdering: {
        q: 'Como faço os exames de laboratório?',
        a: [
          'Desde setembro de 2025, os exames de laboratório devem ser solicitados pelo cirurgião civil, dentro de 2 semanas da sua consulta. A consulta deve ocorrer dentro de 2 semanas após a coleta.',
          'Você pode <preCheckout>pedir seus exames de laboratório aqui</preCheckout> e pagar on-line; enviaremos as instruções por e-mail.',
        ],
      },
      labTests: {
        q: 'Quais exames de laboratório eu preciso fazer?',
        a: [
          'Depende da sua idade: teste de tuberculose (TB) para todos a partir de 2 anos, teste de sífilis dos 18 aos 44 anos e teste de gonorreia dos 18 aos 24 anos.',
          'Use o <checker>verificador de requisitos</checker> para ver a lista exata de cada solicitante.',
        ],
      },
      labResults: {
        q: 'Quando recebo os resultados dos exames de laboratório?',
        a: ['Os resultados chegam por e-mail, normalmente em cerca de 24 horas após a coleta.'],
      },
      chestXray: {
        q: 'Preciso fazer um raio-X de tórax?',
        a: [
          'Somente se o seu teste de tuberculose for positivo. O raio-X de tórax só é necessário após um teste de tuberculose positivo, e explicaremos como fazê-lo.',
        ],
      },
      vaccines: {
        q: 'Quais vacinas são obrigatórias?',
        a: [
          'As vacinas dependem da sua idade e do seu histórico de vacinação. A vacina contra a gripe é obrigatória desde setembro de 2025, e a vacina Tdap deve ter sido aplicada nos últimos 10 anos.',
          'O <checker>verificador de requisitos</checker> mostra as vacinas e os exames de laboratório para cada idade.',
        ],
      },
      covid: {
        q: 'Preciso da vacina contra a COVID-19?',
        a: ['Não. A vacina contra a COVID-19 não é exigida para o exame médico de imigração desde 1/22/2025.'],
      },
      immunityTests: {
        q: 'Um exame de sangue de imunidade pode substituir uma vacina?',
        a: [
          'Sim, para algumas vacinas. Testes de imunidade são aceitos para MMR (para nascidos em 1957 ou depois), varicela e hepatite B (para menores de 60 anos), se feitos no último ano.',
          'Não existe teste de imunidade para pólio nem para Tdap: essas vacinas precisam constar no seu histórico ou ser aplicadas. Você pode <preCheckout>pedir testes de imunidade aqui</preCheckout>.',
        ],
      },
      secondDose: {
        q: 'Tomei apenas a primeira dose de uma vacina. Preciso da segunda?',
        a: ['Sim, se já se passaram mais de 4 semanas desde a primeira dose, a segunda dose é necessária.'],
      },
      examDuration: {
        q: 'Quanto tempo dura o exame e quando recebo o I-693 lacrado?',
        a: ['O exame dura cerca de 20 minutos. Você recebe o envelope lacrado no mesmo dia, e uma cópia eletrônica é enviada por e-mail.'],
      },
      inPerson: {
        q: 'O solicitante precisa comparecer pessoalmente?',
        a: ['Sim. Cada solicitante deve comparecer ao exame pessoalmente; ninguém pode comparecer no lugar de outra pessoa.'],
      },
      whatToBring: {
        q: 'O que devo levar à consulta?',
        a: [
          'Leve um documento de identidade com foto (passaporte, carteira de motorista, autorização de trabalho ou identidade estadual) e todo o seu histórico de vacinação.',
          'Antes da consulta, preencha os <i693Form>dados do formulário I-693</i693Form> de cada solicitante.',
        ],
      },
      familyGroup: {
        q: 'Minha família ou um grupo pode ser atendido junto?',
        a: [
          'Sim. Familiares e grupos podem ser agendados juntos: inclua todos ao <request>solicitar a consulta</request>. Os valores são por pessoa, e cada solicitante precisa dos próprios exames de laboratório e dos próprios dados do formulário I-693.',
        ],
      },
      hours: {
        q: 'Qual é o horário de atendimento?',
        a: ['Nosso horário é flexível e combinado por mensagem. Envie-nos uma mensagem e encontraremos um horário conveniente para você.'],
      },
      contact: {
        q: 'Como entro em contato com vocês?',
        a: ['Escreva para <email>{{email}}</email>.', 'Ligue para <phone>{{phone}}</phone>.', 'Respondemos o mais rápido possível.'],
      },
    },
  },
};
export default texts;
