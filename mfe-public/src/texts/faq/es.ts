import type { FaqTexts } from './en';

const texts: FaqTexts = {
  faq: {
    items: {
      examFee: {
        q: '¿Cuánto cuesta el examen médico de inmigración y cómo se paga?',
        a: [
          'El examen cuesta <strong>$220 por persona</strong> con tarjeta, o <strong>$200 por persona</strong> en efectivo (descuento por pago en efectivo).',
          'El pago se realiza en la cita. No aceptamos Zelle, Venmo ni cheques. Los costos de laboratorio y de vacunas no están incluidos en el precio del examen.',
        ],
      },
      extraFees: {
        q: '¿Hay cargos adicionales por cambios, reprogramación, cancelación o llegada tarde?',
        a: [
          'Un cambio de nombre o agregar información en la cita cuesta $40.',
          'Reprogramar, cancelar o llegar tarde dentro de las 24 horas previas a la cita cuesta $40 por persona, que se suman a la siguiente cita. Llegar tarde significa la cancelación inmediata de la cita, así que le pedimos puntualidad.',
        ],
      },
      todayTomorrow: {
        q: '¿Puedo conseguir una cita para hoy o mañana?',
        a: [
          '<request>Solicite una cita mediante el formulario</request> o envíenos un mensaje y le ofreceremos el horario más próximo posible. La disponibilidad varía de un día a otro.',
          'Los análisis de laboratorio deben hacerse antes del examen, así que la cita más próxima también depende de cuándo se tomen sus muestras.',
        ],
      },
      labOrdering: {
        q: '¿Cómo me hago los análisis de laboratorio?',
        a: [
          'Desde septiembre de 2025, los análisis deben ser ordenados por el cirujano civil, dentro de las 2 semanas de su cita. La cita debe ser dentro de las 2 semanas posteriores a la toma de muestras.',
          'Puede <preCheckout>pedir sus análisis aquí</preCheckout> y pagarlos en línea; le enviaremos las instrucciones por correo electrónico.',
        ],
      },
      labTests: {
        q: '¿Qué análisis de laboratorio necesito?',
        a: [
          'Depende de su edad: prueba de tuberculosis (TB) para todas las personas de 2 años o más, prueba de sífilis de 18 a 44 años y prueba de gonorrea de 18 a 24 años.',
          'Use el <checker>verificador de requisitos</checker> para ver la lista exacta de cada solicitante.',
        ],
      },
      labResults: {
        q: '¿Cuándo recibiré los resultados de laboratorio?',
        a: ['Los resultados llegan por correo electrónico, normalmente en unas 24 horas después de la toma de muestras.'],
      },
      chestXray: {
        q: '¿Necesito una radiografía de tórax?',
        a: [
          'Solo si su prueba de tuberculosis es positiva. La radiografía de tórax se necesita únicamente después de una prueba de tuberculosis positiva, y le indicaremos cómo hacérsela.',
        ],
      },
      vaccines: {
        q: '¿Qué vacunas son obligatorias?',
        a: [
          'Las vacunas dependen de su edad y de su registro de vacunación. La vacuna contra la gripe es obligatoria desde septiembre de 2025, y la vacuna Tdap debe haberse aplicado en los últimos 10 años.',
          'El <checker>verificador de requisitos</checker> muestra las vacunas y los análisis de laboratorio para cada edad.',
        ],
      },
      covid: {
        q: '¿Necesito la vacuna contra el COVID-19?',
        a: ['No. La vacuna contra el COVID-19 no se exige para el examen médico de inmigración desde el 1/22/2025.'],
      },
      immunityTests: {
        q: '¿Un análisis de sangre de inmunidad puede reemplazar una vacuna?',
        a: [
          'Sí, para algunas vacunas. Se aceptan pruebas de inmunidad para MMR (para quienes nacieron en 1957 o después), varicela y hepatitis B (para menores de 60 años), si se hicieron en el último año.',
          'No existe prueba de inmunidad para polio ni para Tdap: esas vacunas deben figurar en su registro o aplicarse. Puede <preCheckout>pedir pruebas de inmunidad aquí</preCheckout>.',
        ],
      },
      secondDose: {
        q: 'Solo recibí la primera dosis de una vacuna. ¿Necesito la segunda?',
        a: ['Sí, si han pasado más de 4 semanas desde la primera dosis, se necesita la segunda.'],
      },
      examDuration: {
        q: '¿Cuánto dura el examen y cuándo recibo el I-693 sellado?',
        a: ['El examen dura unos 20 minutos. Recibe el sobre sellado el mismo día y le enviamos una copia electrónica por correo electrónico.'],
      },
      inPerson: {
        q: '¿El solicitante tiene que venir en persona?',
        a: ['Sí. Cada solicitante debe presentarse al examen en persona; nadie puede asistir en nombre de otra persona.'],
      },
      whatToBring: {
        q: '¿Qué debo traer a la cita?',
        a: [
          'Traiga una identificación con foto (pasaporte, licencia de conducir, permiso de trabajo o identificación estatal) y todos sus registros de vacunación.',
          'Antes de la cita, complete los <i693Form>datos del formulario I-693</i693Form> de cada solicitante.',
        ],
      },
      familyGroup: {
        q: '¿Pueden atendernos en familia o en grupo?',
        a: [
          'Sí. Se pueden reservar citas para familias y grupos juntos: incluya a todos al <request>solicitar la cita</request>. Los precios son por persona, y cada solicitante necesita sus propios análisis y sus propios datos del formulario I-693.',
        ],
      },
      hours: {
        q: '¿Cuál es su horario?',
        a: ['Nuestro horario es flexible y se acuerda por mensaje. Envíenos un mensaje y encontraremos un horario que le convenga.'],
      },
      contact: {
        q: '¿Cómo puedo comunicarme con ustedes?',
        a: ['Escríbanos a <email>{{email}}</email>.', 'Llame al <phone>{{phone}}</phone>.', 'Respondemos lo antes posible.'],
      },
    },
  },
};
export default texts;
