import type { Dictionary } from "../dictionary";

/** The Spanish texts of the `salesMail` group: the keys of sales-mail.en.ts. */
export const salesMailEs: Dictionary["salesMail"] = {
  intro:
    "Tu respuesta se envía por correo a {email} desde la dirección del sitio, en la conversación de la solicitud. La respuesta del comprador llega a la dirección de ventas.",
  template: "Plantilla",
  templateNone: "Elige una plantilla…",
  templateHint:
    "Rellena el asunto y el mensaje en el idioma del comprador ({language}); edítalos antes de enviar.",
  useTemplate: "Usar plantilla",
  subject: "Asunto",
  body: "Mensaje",
  files: "Adjuntos",
  filesHint: "Hasta 5 archivos, 20 MB en total: PDF, DWG, DXF, JPEG, PNG, XLSX o DOCX.",
  send: "Enviar respuesta",
  sending: "Enviando…",
  languages: {
    en: "inglés",
    es: "español",
  },
  resultSent: "Tu respuesta va de camino al comprador.",
  resultStored: "Tu respuesta está guardada. Se enviará cuando el correo del sitio esté configurado.",
  errorConflict:
    "Esta solicitud cambió desde que la abriste: no se envió nada. Revísala tal como está ahora y vuelve a enviar tu respuesta.",
  errorInvalid:
    "Escribe un asunto (hasta {subjectMax} caracteres) y un mensaje (hasta {bodyMax} caracteres).",
  errorSpam: "Una solicitud marcada como spam no recibe respuesta.",
  errorNotFound: "Esta solicitud ya no existe.",
  errorTooManyFiles: "Se pueden adjuntar como máximo {max} archivos a una respuesta.",
  errorTooLarge: "Los archivos superan {size} en total.",
  errorFileType: "{name}: solo se pueden adjuntar archivos PDF, DWG, DXF, JPEG, PNG, XLSX y DOCX.",
  errorFileEmpty: "{name} está vacío.",
  errorFileArchive: "{name} no es un documento XLSX o DOCX válido.",
  errorUnreadable: "No se pudo leer el formulario. Vuelve a enviarlo.",
  productsNone: "tu proyecto",
  productsMore: "{count} productos más",
  templates: {
    thanks: {
      label: "Gracias: estamos preparando tu cotización",
      subject: "Tu solicitud: estamos preparando tu cotización",
      body: "Hola, {firstName}:\n\nGracias por tu interés en {products}. Estamos preparando tu cotización y te la enviaremos en breve.\n\nSi tienes planos, caudales u otros datos que aún no nos hayas enviado, responde a este correo.\n\nUn cordial saludo,\n{owner}",
    },
    quote: {
      label: "Cotización adjunta",
      subject: "Tu cotización de {products}",
      body: "Hola, {firstName}:\n\nTe adjuntamos nuestra cotización de {products}.\n\nCon gusto la revisamos contigo y la adaptamos a tu proyecto. Para cualquier pregunta, responde a este correo.\n\nUn cordial saludo,\n{owner}",
    },
    moreInfo: {
      label: "Necesitamos más información",
      subject: "Tu solicitud: algunas preguntas",
      body: "Hola, {firstName}:\n\nGracias por tu interés en {products}. Para preparar una cotización precisa necesitamos algunos datos más:\n\n- el caudal de diseño y el caudal punta\n- las dimensiones del canal o del tanque\n- la ubicación de la planta y tus plazos\n\nResponde a este correo; los planos y las especificaciones son bienvenidos como adjuntos.\n\nUn cordial saludo,\n{owner}",
    },
    blank: {
      label: "En blanco",
      subject: "Sobre tu solicitud",
      body: "Hola, {firstName}:\n\n\n\nUn cordial saludo,\n{owner}",
    },
  },
  notices: {
    reminderNewSubject: "Recordatorio: {name} ({company}) sigue esperando una respuesta",
    reminderNewText:
      "La solicitud de {name} ({company}) llegó el {received} y sigue nueva tras {hours} horas laborables. Respóndela o hazla avanzar.",
    reminderActionSubject: "Recordatorio: tu próxima acción sobre {name} ({company}) vencía el {day}",
    reminderActionText:
      "Planeaste la próxima acción sobre la solicitud de {name} ({company}) para el {day}. Haz el seguimiento y fija una nueva fecha.",
    assignedSubject: "Nueva solicitud para ti: {name} ({company})",
    assignedText: "La solicitud de {name} ({company}), recibida el {received}, se te ha asignado.",
    open: "Abrir la solicitud en el panel de administración",
    footer:
      "Recibes este correo porque eres responsable de esta solicitud en el panel de administración del sitio.",
  },
};
