import type { LegalTexts } from '../legal-types';

const texts: LegalTexts = {
  privacy: {
    intro: [
      'Esta política de privacidad explica cómo nuestra clínica recopila, usa, comparte y protege su información personal cuando usa este sitio web, nuestros servicios de telesalud y de pedido de análisis de laboratorio, y nuestros exámenes médicos de inmigración (Formulario I-693). Al usar nuestros servicios, usted acepta esta política y nuestros <terms>Términos de servicio</terms>.',
    ],
    sections: [
      {
        title: 'Quién puede usar nuestros servicios',
        body: [
          'Debe tener 18 años o más para usar nuestros servicios y proporcionarnos información. La información de un solicitante menor de 18 años la proporciona su padre, madre o tutor legal, que es responsable de ella.',
        ],
      },
      {
        title: 'Información que recopilamos',
        body: [
          'Solo recopilamos lo necesario para prestar nuestros servicios:',
          [
            'Datos de identidad y contacto: nombre, fecha de nacimiento, sexo, dirección, correo electrónico y número de teléfono.',
            'Datos de inmigración: su número A (A-number), ciudad y país de nacimiento, y los datos del Formulario I-693.',
            'Documentos de identidad: fotos del frente y del reverso de su identificación con foto, y su firma.',
            'Información de salud: registros de vacunación, órdenes y resultados de laboratorio, hallazgos del examen y los documentos que usted sube.',
            'Información de pago: el importe, los análisis pedidos y el estado del pago. Los datos de la tarjeta se ingresan en la página de nuestro procesador de pagos y nosotros nunca los guardamos.',
            'Información técnica: el idioma que elige y los datos que su navegador guarda para que este sitio funcione (por ejemplo, su sesión).',
          ],
        ],
      },
      {
        title: 'Cómo usamos su información',
        body: [
          [
            'para programar su cita, realizar el examen y completar y sellar el Formulario I-693;',
            'para pedir sus análisis de laboratorio y de inmunidad y enviarle los resultados;',
            'para procesar pagos y reembolsos;',
            'para comunicarnos con usted sobre sus análisis, informes de vacunas, citas y formularios;',
            'para cumplir nuestras obligaciones legales y profesionales, y mantener seguros nuestros servicios.',
          ],
        ],
      },
      {
        title: 'Cómo compartimos su información',
        body: [
          'No vendemos su información personal. Solo la compartimos en la medida necesaria para prestar nuestros servicios:',
          [
            'con los laboratorios clínicos que realizan sus análisis;',
            'con el Servicio de Ciudadanía e Inmigración de los Estados Unidos (USCIS), mediante el sobre sellado con el Formulario I-693 que se le entrega a usted y que usted presenta;',
            'con nuestro procesador de pagos, para cobrar su pago;',
            'con los proveedores que envían nuestros correos electrónicos y mensajes de texto y alojan nuestros sistemas, sujetos a obligaciones de confidencialidad;',
            'cuando la ley lo exija, o para proteger la seguridad de una persona.',
          ],
        ],
      },
      {
        title: 'Correos electrónicos y mensajes',
        body: [
          'Enviamos correos electrónicos y mensajes de texto sobre sus análisis, informes de vacunas, citas y formularios. No enviamos boletines ni correo no deseado.',
        ],
      },
      {
        title: 'Cuánto tiempo conservamos su información',
        body: [
          'Conservamos sus registros médicos y del examen durante el tiempo que exigen la ley y las normas profesionales, y el resto de la información solo mientras sea necesaria para los fines anteriores. Después la eliminamos o la hacemos anónima.',
        ],
      },
      {
        title: 'Cómo protegemos su información',
        body: [
          'Su información se envía por conexiones cifradas, se guarda en sistemas con control de acceso y solo la ve el personal que la necesita para su trabajo; cada acceso a los registros de los solicitantes queda registrado. Los archivos subidos se guardan fuera de cualquier carpeta pública. Ningún sistema es perfectamente seguro, así que mantenga protegida su cuenta de correo y avísenos de inmediato si sospecha un uso indebido.',
        ],
      },
      {
        title: 'Sus derechos y opciones',
        body: [
          'Puede pedir ver, corregir o actualizar su información, o eliminarla cuando la ley lo permita. Respondemos las solicitudes de actualización dentro de 30 días.',
          'Para hacer una solicitud, escriba a <email>{{email}}</email>.',
        ],
      },
      {
        title: 'Residentes de California (CCPA)',
        body: [
          'Si vive en California, la Ley de Privacidad del Consumidor de California (CCPA) le da derecho a saber qué información personal recopilamos, usamos y divulgamos, a pedirnos que la eliminemos o corrijamos, y a no recibir un trato diferente por ejercer estos derechos. No vendemos ni compartimos información personal con fines publicitarios.',
          'Confirmamos la recepción de su solicitud dentro de 10 días y respondemos dentro de 45 días. Si necesitamos más tiempo, podemos extender este plazo otros 45 días y le diremos por qué. Es posible que debamos verificar su identidad antes de responder.',
        ],
      },
      {
        title: 'Cambios en esta política',
        body: [
          'Podemos actualizar esta política. La versión vigente está siempre en esta página; cuando un cambio sea importante, se lo informaremos por correo electrónico o en el sitio.',
        ],
      },
      {
        title: 'Contáctenos',
        body: ['Para preguntas sobre su privacidad, escriba a <email>{{email}}</email> o llame al <phone>{{phone}}</phone>.'],
      },
    ],
  },
  terms: {
    intro: [
      'Lea atentamente estos Términos de servicio. Incluyen un acuerdo de arbitraje y una renuncia a las demandas colectivas (sección 17) que afectan la forma de resolver las disputas.',
    ],
    contents: 'Contenido',
    sections: [
      {
        title: 'Aceptación de estos términos',
        body: [
          'Estos términos se aplican a este sitio web y a nuestros servicios de telesalud, pedido de análisis de laboratorio y exámenes médicos de inmigración. Al usarlos, usted acepta estos términos y nuestra <privacy>Política de privacidad</privacy>. Si no está de acuerdo, no use nuestros servicios.',
        ],
      },
      {
        title: 'Requisitos',
        body: [
          [
            'Debe tener 18 años o más y encontrarse en un estado donde se ofrezcan nuestros servicios. Un padre, madre o tutor legal actúa en nombre del solicitante menor de 18 años.',
            'Nuestros servicios no son para emergencias. En una emergencia, llame al 911 o acuda a la sala de emergencias más cercana.',
            'No recetamos sustancias controladas.',
            'No se aceptan Medicare ni Medicaid.',
          ],
        ],
      },
      {
        title: 'Registro y cuentas',
        body: [
          'Los visitantes pueden navegar por el sitio; los miembros pueden reservar visitas virtuales o presenciales, análisis de laboratorio, pruebas de inmunidad y exámenes de inmigración. Debe dar información verdadera, completa y actualizada al registrarse, reservar o llenar un formulario, y mantener en privado sus datos de acceso y sus códigos de un solo uso. Usted es responsable de lo que se haga con su cuenta.',
        ],
      },
      {
        title: 'Nuestros servicios',
        body: [
          'Nuestros cirujanos civiles realizan el examen médico de inmigración y completan y sellan el Formulario I-693. El resultado del examen depende de su salud, de sus registros y de las normas del Servicio de Ciudadanía e Inmigración de los Estados Unidos (USCIS); no podemos prometer ninguna decisión migratoria. Cada solicitante debe asistir al examen en persona.',
        ],
      },
      {
        title: 'Comunicaciones electrónicas',
        body: [
          'Usted acepta que nos comuniquemos con usted por medios electrónicos, por correo electrónico, mensajes de texto y en este sitio, y que los avisos y documentos que le demos de esta forma cumplen cualquier requisito de constar por escrito. Mantenga actualizados su correo electrónico y su número de teléfono.',
        ],
      },
      {
        title: 'Tarifas y pago',
        body: [
          [
            'El examen médico de inmigración cuesta $220 por persona con tarjeta o $200 por persona en efectivo, y se paga en la cita.',
            'No aceptamos Zelle, Venmo ni cheques.',
            'Los costos de laboratorio y de vacunas no están incluidos en el precio del examen. Los análisis de laboratorio y de inmunidad pedidos en este sitio se pagan en línea, por adelantado, a través de nuestro procesador de pagos.',
            'Un cambio de nombre o agregar información en la cita cuesta $40.',
          ],
        ],
      },
      {
        title: 'Reprogramación, llegada tarde y citas perdidas',
        body: [
          'Reprogramar, cancelar o llegar tarde dentro de las 24 horas previas a la cita cuesta $40 por persona, que se suman a la siguiente cita. Llegar tarde significa la cancelación inmediata de la cita.',
        ],
      },
      {
        title: 'Cancelaciones y reembolsos',
        body: [
          [
            'Recibe un reembolso completo si cancela al menos 3 horas antes de una visita virtual o al menos 24 horas antes de una visita presencial.',
            'No hay reembolsos por no presentarse, por no recibir una receta o no estar de acuerdo con el resultado de la visita, ni por solicitudes hechas más de 10 días después de la compra.',
            'Una reserva para el mismo día hecha por error se reembolsa si se cancela dentro de 1 hora después de la compra.',
            'Los cargos en disputa deben plantearse ante nosotros dentro de los 60 días posteriores al cargo.',
          ],
        ],
      },
      {
        title: 'Consentimiento para la telemedicina',
        body: [
          'La telemedicina es la atención médica prestada por video, teléfono o mensajes. Al reservar una visita virtual, usted da su consentimiento y entiende sus límites: el profesional no puede examinarle en persona y puede pedirle una consulta presencial, y, a pesar de nuestras medidas de protección, la comunicación electrónica conlleva un pequeño riesgo para la privacidad. Puede rechazar la telemedicina en cualquier momento y pedir atención presencial.',
        ],
      },
      {
        title: 'Análisis de laboratorio y resultados',
        body: [
          'Los análisis los realizan laboratorios clínicos independientes. Para el examen de inmigración, los análisis deben ser ordenados por el cirujano civil dentro de las 2 semanas de la cita. Los resultados suelen enviarse por correo electrónico en unas 24 horas. Hable de sus resultados con un profesional de la salud.',
        ],
      },
      {
        title: 'Sus responsabilidades',
        body: [
          'Usted se compromete a no hacer un mal uso del sitio: no dar información falsa ni actuar en nombre de alguien sin su permiso, no subir archivos dañinos, no intentar acceder a datos que no son suyos, no interrumpir el servicio y no usar lenguaje ofensivo con nuestro personal.',
        ],
      },
      {
        title: 'Privacidad',
        body: ['Nuestra <privacy>Política de privacidad</privacy> explica cómo recopilamos, usamos y protegemos su información personal y de salud.'],
      },
      {
        title: 'Propiedad intelectual',
        body: [
          'El sitio, sus textos, diseño, logotipos, videos y software nos pertenecen a nosotros o a nuestros licenciantes y están protegidos por la ley. Solo puede usarlos para su uso personal y no comercial de nuestros servicios; no puede copiarlos, modificarlos, distribuirlos ni revenderlos sin nuestro permiso por escrito.',
        ],
      },
      {
        title: 'Servicios y enlaces de terceros',
        body: [
          'Algunos servicios los prestan terceros, como los laboratorios, el procesador de pagos y el servicio de mapas. Se rigen por sus propios términos y no somos responsables de su contenido ni de sus prácticas.',
        ],
      },
      {
        title: 'Exención de garantías',
        body: [
          'La información de este sitio es general y no constituye consejo médico para su caso. Salvo lo que exija la ley, nuestros servicios se prestan "tal cual" y "según disponibilidad", sin garantías de ningún tipo.',
        ],
      },
      {
        title: 'Limitación de responsabilidad',
        body: [
          'En la medida en que la ley lo permita, no somos responsables de daños indirectos, incidentales, especiales o consecuentes, y nuestra responsabilidad total por cualquier reclamo se limita a la cantidad mayor entre lo que usted nos pagó en los últimos 6 meses o $100.',
        ],
      },
      {
        title: 'Resolución de disputas y arbitraje',
        body: [
          [
            'Antes de iniciar un arbitraje, usted o nosotros debemos enviar un aviso por escrito de la disputa, y ambos intentaremos resolverla de manera informal durante 60 días.',
            'Si la disputa no se resuelve, se decide mediante arbitraje individual vinculante y no ante un tribunal, salvo los reclamos que califiquen para el tribunal de reclamos menores. No se permiten demandas colectivas ni arbitrajes colectivos.',
            'Pagamos los costos del arbitraje en reclamos de hasta $75,000. En reclamos de $10,000 o menos, usted puede elegir si el arbitraje se hace solo con documentos, por teléfono o en una audiencia presencial.',
            'Todo reclamo debe presentarse dentro de 1 año desde que surge; de lo contrario, prescribe.',
            'Si cambiamos esta sección, puede rechazar el cambio escribiéndonos dentro de los 30 días siguientes al cambio.',
          ],
        ],
      },
      {
        title: 'Cambios, ley aplicable y disposiciones generales',
        body: [
          'Podemos cambiar estos términos; la versión vigente está siempre en esta página, y usar nuestros servicios después de un cambio significa que lo acepta. Estos términos se rigen por las leyes del estado de California. Si una parte de estos términos se declara inválida, el resto sigue vigente.',
          'Preguntas sobre estos términos: <email>{{email}}</email> o <phone>{{phone}}</phone>.',
        ],
      },
      {
        title: 'Avisos para California',
        body: [
          'Según la sección 1789.3 del Código Civil de California, los usuarios de California tienen derecho a este aviso: puede comunicarse por escrito con la Unidad de Asistencia de Quejas de la División de Servicios al Consumidor del Departamento de Asuntos del Consumidor de California en 1625 North Market Blvd., Suite N 112, Sacramento, CA 95834, o por teléfono al (800) 952-5210.',
          'Los residentes de California tienen los derechos de privacidad que se describen en nuestra <privacy>Política de privacidad</privacy>.',
        ],
      },
    ],
  },
};
export default texts;
