import edit from '../edit/es';
import schedule from '../schedule/es';
import type { Texts } from './en';

const texts: Texts = {
  intro: {
    bookingLanding: 'Introduzca su correo electrónico para recibir un código de un solo uso y reserve su cita.',
    bookingCalendar: 'Elija la oficina, la fecha y la hora de su cita.',
    docRequest: 'Suba los registros de vacunas o de laboratorio que pidió el médico.',
  },
  landing: {
    steps: {
      label: 'Pasos',
      email: 'Correo electrónico',
      verify: 'Verificar',
      book: 'Reservar',
    },
    email: {
      heading: 'Su correo electrónico',
      explanation:
        'Use la dirección de correo electrónico que nos dio para su examen I-693. Le enviaremos a esa dirección un código de verificación de 6 dígitos.',
      label: 'Dirección de correo electrónico',
      invalid: 'Introduzca una dirección de correo electrónico válida',
      send: 'Enviar código',
    },
    request: {
      noAppointments: 'No hay citas disponibles',
      noAppointmentsForEmail:
        'No hay citas disponibles para esta dirección de correo electrónico. Revise su correo electrónico o comuníquese con el servicio de asistencia.',
      noApplicants: 'No se encontraron solicitantes para esta dirección de correo electrónico.',
      tooManyRequests: 'Demasiadas solicitudes. Vuelva a intentarlo más tarde.',
      failed: 'Algo salió mal. Vuelva a intentarlo.',
    },
    verify: {
      heading: 'Introduzca su código de verificación',
      codeSent: 'Enviamos un código de 6 dígitos a <email>{{email}}</email>.',
      resent: 'Enviamos un código nuevo a <email>{{email}}</email>.',
      codeLabel: 'Código de verificación',
      codeHint: 'Introduzca los 6 dígitos del correo. Si no lo encuentra, revise la carpeta de correo no deseado.',
      expiresIn: 'El código caduca en <time>{{time}}</time>.',
      expired: 'El código de verificación ha caducado. Solicite un código nuevo',
      resendIn: 'Podrá pedir un código nuevo en <time>{{time}}</time>.',
      submit: 'Verificar código',
      resend: 'Reenviar código',
      changeEmail: 'Cambiar la dirección de correo electrónico',
      invalid: 'Código de verificación no válido',
      tooManyAttempts: 'Demasiados intentos de verificación. Vuelva a intentarlo más tarde.',
      failed: 'Código de verificación no válido. Vuelva a intentarlo.',
    },
    success: {
      heading: 'Verificación correcta',
      verified: 'Su dirección de correo electrónico está verificada.',
      redirecting: 'Abriendo el calendario de citas…',
    },
  },
  session: {
    expired: 'Su sesión de reserva ha expirado. Verifique su correo electrónico de nuevo.',
    notFound: 'No se encontró información de reserva para su dirección de correo electrónico.',
    loadFailed: 'No se pudo cargar su información de reserva. Inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
  },
  schedule,
  edit,
  docRequest: {
    steps: {
      label: 'Pasos',
      request: 'Obtener un código',
      verify: 'Introducir el código',
      upload: 'Enviar sus documentos',
    },
    request: {
      heading: 'Obtenga su código de acceso',
      explanation:
        'Para proteger la privacidad de sus documentos, enviaremos un código de 6 dígitos a la dirección de correo electrónico a la que se envió esta solicitud. Lo introducirá en el siguiente paso.',
      send: 'Envíenme un código',
      tooManyRequests: 'Demasiadas solicitudes. Vuelva a intentarlo más tarde.',
      failed: 'No se pudo enviar el código. Vuelva a intentarlo.',
      expired: 'Su acceso a esta página ha caducado. Solicite un código nuevo.',
    },
    verify: {
      heading: 'Introduzca su código',
      codeSent:
        'Si este enlace sigue siendo válido, le estamos enviando un código de 6 dígitos a la dirección de correo electrónico a la que se envió la solicitud. Es válido durante 10 minutos.',
      codeLabel: 'Código de 6 dígitos',
      codeHint: 'Busque nuestro correo en su bandeja de entrada y también en la carpeta de correo no deseado.',
      codeInvalid: 'Introduzca el código de 6 dígitos.',
      submit: 'Verificar código',
      resend: 'Enviar un código nuevo',
      wrongCode: 'Por favor, genere un nuevo código OTP',
      tooManyAttempts: 'Demasiados intentos. Vuelva a intentarlo más tarde',
      failed: 'No se pudo comprobar el código. Vuelva a intentarlo.',
    },
    upload: {
      heading: 'Envíe los documentos que faltan',
      intro: 'Para cada persona, elija los archivos de los documentos indicados y luego pulse Enviar detalles.',
      loading: 'Cargando lo que pidió el médico…',
      loadFailed: 'No se pudo cargar lo que pidió el médico. Vuelva a intentarlo.',
      closed: 'Esta solicitud de documentos ya no está abierta.',
      retry: 'Reintentar',
      noApplicants: 'Nadie en esta solicitud tiene documentos que enviar.',
      vaccines: 'Registros de vacunas que aún faltan',
      labTests: 'Resultados de análisis de laboratorio que aún faltan',
      nothingMissing: 'No falta nada para esta persona. Aun así, puede enviar los documentos que le pidió el médico.',
      filesLabel: 'Archivos de {{name}}',
      filesHint: 'Imágenes o archivos PDF, DOC o DOCX de hasta {{megabytes}} MB cada uno. Puede elegir varios archivos.',
      chosenFor: 'Archivos elegidos para {{name}}',
      remove: 'Quitar',
      removeFile: 'Quitar {{name}}',
      tooLarge: '{{name}} supera los {{megabytes}} MB y no se ha añadido.',
      tooMany: 'Puede enviar hasta {{max}} archivos a la vez. Envíe estos primero y luego elija los demás.',
      send: 'Enviar detalles',
      sending: 'Enviando sus archivos…',
      success: 'Los archivos se subieron correctamente. Nos pondremos en contacto con usted cuando los procesemos.',
      failed: 'Error al subir los archivos. Vuelva a intentarlo o escríbanos a {{email}}',
      failedNoEmail: 'Error al subir los archivos. Vuelva a intentarlo.',
      noFiles: 'Elija al menos un archivo para enviar.',
      unmappedFile: 'Cada archivo debe pertenecer a uno de los solicitantes de esta solicitud.',
    },
  },
};

export default texts;
