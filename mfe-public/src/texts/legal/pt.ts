import type { LegalTexts } from '../legal-types';

const texts: LegalTexts = {
  privacy: {
    intro: [
      'Esta política de privacidade explica como nossa clínica coleta, usa, compartilha e protege suas informações pessoais quando você usa este site, nossos serviços de telessaúde e de pedido de exames de laboratório, e nossos exames médicos de imigração (Formulário I-693). Ao usar nossos serviços, você concorda com esta política e com nossos <terms>Termos de serviço</terms>.',
    ],
    sections: [
      {
        title: 'Quem pode usar nossos serviços',
        body: [
          'Você precisa ter 18 anos ou mais para usar nossos serviços e nos fornecer informações. As informações de um solicitante menor de 18 anos são fornecidas pelo pai, mãe ou responsável legal, que responde por elas.',
        ],
      },
      {
        title: 'Informações que coletamos',
        body: [
          'Coletamos apenas o necessário para prestar nossos serviços:',
          [
            'Dados de identidade e contato: nome, data de nascimento, sexo, endereço, e-mail e número de telefone.',
            'Dados de imigração: seu número A (A-number), cidade e país de nascimento, e os dados do Formulário I-693.',
            'Documentos de identidade: fotos da frente e do verso do seu documento com foto, e sua assinatura.',
            'Informações de saúde: histórico de vacinação, pedidos e resultados de exames de laboratório, achados do exame e os documentos que você envia.',
            'Informações de pagamento: o valor, os exames pedidos e a situação do pagamento. Os dados do cartão são digitados na página do nosso processador de pagamentos e nunca são armazenados por nós.',
            'Informações técnicas: o idioma que você escolhe e os dados que o seu navegador guarda para este site funcionar (por exemplo, a sua sessão).',
          ],
        ],
      },
      {
        title: 'Como usamos suas informações',
        body: [
          [
            'para agendar sua consulta, realizar o exame e preencher e lacrar o Formulário I-693;',
            'para pedir seus exames de laboratório e de imunidade e enviar os resultados a você;',
            'para processar pagamentos e reembolsos;',
            'para falar com você sobre seus exames, relatórios de vacinas, consultas e formulários;',
            'para cumprir nossas obrigações legais e profissionais e manter nossos serviços seguros.',
          ],
        ],
      },
      {
        title: 'Como compartilhamos suas informações',
        body: [
          'Não vendemos suas informações pessoais. Compartilhamos apenas o necessário para prestar nossos serviços:',
          [
            'com os laboratórios clínicos que realizam seus exames;',
            'com o Serviço de Cidadania e Imigração dos Estados Unidos (USCIS), por meio do envelope lacrado com o Formulário I-693 que é entregue a você e que você apresenta;',
            'com nosso processador de pagamentos, para receber seu pagamento;',
            'com os prestadores de serviço que enviam nossos e-mails e mensagens de texto e hospedam nossos sistemas, sob obrigações de confidencialidade;',
            'quando a lei exigir, ou para proteger a segurança de uma pessoa.',
          ],
        ],
      },
      {
        title: 'E-mails e mensagens',
        body: [
          'Enviamos e-mails e mensagens de texto sobre seus exames, relatórios de vacinas, consultas e formulários. Não enviamos boletins informativos nem spam.',
        ],
      },
      {
        title: 'Por quanto tempo guardamos suas informações',
        body: [
          'Guardamos seus registros médicos e do exame pelo tempo exigido pela lei e pelas normas profissionais, e as demais informações apenas enquanto forem necessárias para as finalidades acima. Depois, nós as excluímos ou as tornamos anônimas.',
        ],
      },
      {
        title: 'Como protegemos suas informações',
        body: [
          'Suas informações são enviadas por conexões criptografadas, armazenadas em sistemas com controle de acesso e vistas apenas pela equipe que precisa delas para trabalhar; cada acesso aos registros dos solicitantes é registrado. Os arquivos enviados ficam fora de qualquer pasta pública. Nenhum sistema é totalmente seguro, por isso mantenha sua conta de e-mail protegida e nos avise imediatamente se suspeitar de uso indevido.',
        ],
      },
      {
        title: 'Seus direitos e escolhas',
        body: [
          'Você pode pedir para ver, corrigir ou atualizar suas informações, ou excluí-las quando a lei permitir. Respondemos aos pedidos de atualização em até 30 dias.',
          'Para fazer um pedido, escreva para <email>{{email}}</email>.',
        ],
      },
      {
        title: 'Residentes da Califórnia (CCPA)',
        body: [
          'Se você mora na Califórnia, a Lei de Privacidade do Consumidor da Califórnia (CCPA) lhe dá o direito de saber quais informações pessoais coletamos, usamos e divulgamos, de nos pedir que as excluamos ou corrijamos, e de não ser tratado de forma diferente por exercer esses direitos. Não vendemos nem compartilhamos informações pessoais para publicidade.',
          'Confirmamos o recebimento do seu pedido em até 10 dias e respondemos em até 45 dias. Se precisarmos de mais tempo, podemos prorrogar por mais 45 dias e explicaremos o motivo. Talvez precisemos confirmar sua identidade antes de responder.',
        ],
      },
      {
        title: 'Alterações nesta política',
        body: [
          'Podemos atualizar esta política. A versão em vigor está sempre nesta página; quando uma alteração for importante, avisaremos você por e-mail ou no site.',
        ],
      },
      {
        title: 'Fale conosco',
        body: ['Para dúvidas sobre sua privacidade, escreva para <email>{{email}}</email> ou ligue para <phone>{{phone}}</phone>.'],
      },
    ],
  },
  terms: {
    intro: [
      'Leia estes Termos de serviço com atenção. Eles contêm um acordo de arbitragem e uma renúncia a ações coletivas (seção 17) que afetam a forma de resolver disputas.',
    ],
    contents: 'Índice',
    sections: [
      {
        title: 'Aceitação destes termos',
        body: [
          'Estes termos se aplicam a este site e aos nossos serviços de telessaúde, de pedido de exames de laboratório e de exames médicos de imigração. Ao usá-los, você aceita estes termos e nossa <privacy>Política de privacidade</privacy>. Se não concordar, não use nossos serviços.',
        ],
      },
      {
        title: 'Elegibilidade',
        body: [
          [
            'Você precisa ter 18 anos ou mais e estar em um estado onde nossos serviços são oferecidos. O pai, mãe ou responsável legal age em nome do solicitante menor de 18 anos.',
            'Nossos serviços não são para emergências. Em uma emergência, ligue para o 911 ou vá ao pronto-socorro mais próximo.',
            'Não prescrevemos substâncias controladas.',
            'Não aceitamos Medicare nem Medicaid.',
          ],
        ],
      },
      {
        title: 'Cadastro e contas',
        body: [
          'Visitantes podem navegar pelo site; membros podem agendar consultas virtuais ou presenciais, exames de laboratório, testes de imunidade e exames de imigração. Você deve fornecer informações verdadeiras, completas e atualizadas ao se cadastrar, agendar ou preencher um formulário, e manter em sigilo seus dados de acesso e seus códigos de uso único. Você é responsável pelo que for feito com a sua conta.',
        ],
      },
      {
        title: 'Nossos serviços',
        body: [
          'Nossos cirurgiões civis realizam o exame médico de imigração e preenchem e lacram o Formulário I-693. O resultado do exame depende da sua saúde, dos seus registros e das regras do Serviço de Cidadania e Imigração dos Estados Unidos (USCIS); não podemos prometer nenhuma decisão de imigração. Cada solicitante deve comparecer ao exame pessoalmente.',
        ],
      },
      {
        title: 'Comunicações eletrônicas',
        body: [
          'Você concorda que podemos nos comunicar com você por meios eletrônicos, por e-mail, mensagem de texto e neste site, e que os avisos e documentos que fornecemos dessa forma atendem a qualquer exigência de forma escrita. Mantenha seu e-mail e seu número de telefone atualizados.',
        ],
      },
      {
        title: 'Taxas e pagamento',
        body: [
          [
            'O exame médico de imigração custa $220 por pessoa no cartão ou $200 por pessoa em dinheiro, pagos na consulta.',
            'Não aceitamos Zelle, Venmo nem cheques.',
            'As taxas de laboratório e de vacinas não estão incluídas no valor do exame. Os exames de laboratório e de imunidade pedidos neste site são pagos on-line, antecipadamente, pelo nosso processador de pagamentos.',
            'Uma alteração de nome ou inclusão de informações na consulta custa $40.',
          ],
        ],
      },
      {
        title: 'Remarcação, atraso e consultas perdidas',
        body: [
          'Remarcar, cancelar ou chegar atrasado nas 24 horas anteriores à consulta custa $40 por pessoa, acrescentados à próxima consulta. O atraso significa o cancelamento imediato da consulta.',
        ],
      },
      {
        title: 'Cancelamento e reembolsos',
        body: [
          [
            'Você recebe reembolso integral se cancelar pelo menos 3 horas antes de uma consulta virtual ou pelo menos 24 horas antes de uma consulta presencial.',
            'Não há reembolso por não comparecimento, por não receber uma receita ou discordar do resultado da consulta, nem para pedidos feitos mais de 10 dias após a compra.',
            'Um agendamento para o mesmo dia feito por engano é reembolsado se for cancelado em até 1 hora após a compra.',
            'Cobranças contestadas devem ser apresentadas a nós em até 60 dias após a cobrança.',
          ],
        ],
      },
      {
        title: 'Consentimento para telemedicina',
        body: [
          'Telemedicina é a prestação de cuidados de saúde por vídeo, telefone ou mensagens. Ao agendar uma consulta virtual, você consente com ela e entende que tem limites: o profissional não pode examinar você pessoalmente e pode pedir que você compareça presencialmente, e, apesar das nossas proteções, a comunicação eletrônica traz um pequeno risco à privacidade. Você pode recusar a telemedicina a qualquer momento e pedir atendimento presencial.',
        ],
      },
      {
        title: 'Exames de laboratório e resultados',
        body: [
          'Os exames de laboratório são feitos por laboratórios clínicos independentes. Para o exame de imigração, os exames devem ser solicitados pelo cirurgião civil dentro de 2 semanas da consulta. Os resultados costumam ser enviados por e-mail em cerca de 24 horas. Converse sobre seus resultados com um profissional de saúde.',
        ],
      },
      {
        title: 'Suas responsabilidades',
        body: [
          'Você concorda em não usar o site de forma indevida: não fornecer informações falsas nem agir em nome de alguém sem permissão, não enviar arquivos nocivos, não tentar acessar dados que não são seus, não prejudicar o serviço e não usar linguagem ofensiva com nossa equipe.',
        ],
      },
      {
        title: 'Privacidade',
        body: ['Nossa <privacy>Política de privacidade</privacy> explica como coletamos, usamos e protegemos suas informações pessoais e de saúde.'],
      },
      {
        title: 'Propriedade intelectual',
        body: [
          'O site, seus textos, design, logotipos, vídeos e software pertencem a nós ou aos nossos licenciantes e são protegidos por lei. Você pode usá-los apenas para o seu uso pessoal e não comercial dos nossos serviços; não pode copiá-los, modificá-los, distribuí-los nem revendê-los sem nossa permissão por escrito.',
        ],
      },
      {
        title: 'Serviços e links de terceiros',
        body: [
          'Alguns serviços são prestados por terceiros, como os laboratórios, o processador de pagamentos e o serviço de mapas. Eles seguem seus próprios termos, e não somos responsáveis pelo conteúdo ou pelas práticas deles.',
        ],
      },
      {
        title: 'Isenções de garantia',
        body: [
          'As informações deste site são gerais e não são orientação médica para o seu caso. Exceto quando exigido por lei, nossos serviços são prestados "no estado em que se encontram" e "conforme disponíveis", sem garantias de qualquer tipo.',
        ],
      },
      {
        title: 'Limitação de responsabilidade',
        body: [
          'Na medida permitida por lei, não somos responsáveis por danos indiretos, incidentais, especiais ou consequentes, e nossa responsabilidade total por qualquer reclamação está limitada ao maior valor entre o que você nos pagou nos últimos 6 meses ou $100.',
        ],
      },
      {
        title: 'Resolução de disputas e arbitragem',
        body: [
          [
            'Antes de iniciar uma arbitragem, você ou nós devemos enviar um aviso por escrito sobre a disputa, e ambos tentaremos resolvê-la informalmente durante 60 dias.',
            'Se a disputa não for resolvida, ela será decidida por arbitragem individual vinculante, e não em tribunal, exceto reclamações que se qualifiquem para o juizado de pequenas causas. Ações coletivas e arbitragens coletivas não são permitidas.',
            'Pagamos as taxas da arbitragem para reclamações de até $75,000. Para reclamações de $10,000 ou menos, você pode escolher se a arbitragem será feita apenas com documentos, por telefone ou em audiência presencial.',
            'Qualquer reclamação deve ser apresentada em até 1 ano após surgir; caso contrário, prescreve.',
            'Se alterarmos esta seção, você pode rejeitar a alteração escrevendo para nós em até 30 dias após a alteração.',
          ],
        ],
      },
      {
        title: 'Alterações, lei aplicável e disposições gerais',
        body: [
          'Podemos alterar estes termos; a versão em vigor está sempre nesta página, e usar nossos serviços após uma alteração significa que você a aceita. Estes termos são regidos pelas leis do estado da Califórnia. Se parte destes termos for considerada inválida, o restante continua em vigor.',
          'Dúvidas sobre estes termos: <email>{{email}}</email> ou <phone>{{phone}}</phone>.',
        ],
      },
      {
        title: 'Avisos para a Califórnia',
        body: [
          'Nos termos da seção 1789.3 do Código Civil da Califórnia, os usuários da Califórnia têm direito a este aviso: a Unidade de Assistência a Reclamações da Divisão de Serviços ao Consumidor do Departamento de Assuntos do Consumidor da Califórnia pode ser contatada por escrito em 1625 North Market Blvd., Suite N 112, Sacramento, CA 95834, ou pelo telefone (800) 952-5210.',
          'Os residentes da Califórnia têm os direitos de privacidade descritos em nossa <privacy>Política de privacidade</privacy>.',
        ],
      },
    ],
  },
};
export default texts;
