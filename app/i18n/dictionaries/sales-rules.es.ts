import type { Dictionary } from "../dictionary";

/** The Spanish texts of the `salesRules` group: the keys of sales-rules.en.ts. */
export const salesRulesEs: Dictionary["salesRules"] = {
  intro:
    "Una solicitud nueva va al responsable del país del comprador; la que ninguna regla reclama va al responsable por defecto. Su responsable recibe un correo.",
  howCountry:
    "El país del comprador es el que nombra la ubicación del proyecto («Monterrey, México»); si no nombra ninguno, el del prefijo del teléfono (+52 México; +1 se lee como Estados Unidos).",
  settingsTitle: "Ajustes",
  defaultOwner: "Responsable por defecto",
  defaultOwnerHint:
    "Recibe las solicitudes que ninguna regla reclama y aquellas cuya regla tiene un responsable que ya no puede recibirlas.",
  noOwner: "Nadie: dejarlas sin responsable",
  cannotOwn: "{owner} (no puede recibir solicitudes)",
  defaultOwnerLost:
    "El responsable por defecto ya no puede recibir solicitudes (sin rol de ventas ni de administrador, o desactivado): las que ninguna regla reclama quedan sin responsable. Elige otro.",
  reminderHours: "Avisar al responsable de una solicitud nueva tras",
  reminderHoursHint: "Horas laborables, de 1 a 200: solo cuentan las horas de la jornada indicada abajo.",
  hoursUnit: "horas laborables",
  workdayStart: "La jornada empieza a las",
  workdayEnd: "La jornada termina a las",
  workdayHint: "Horas enteras de 0 a 24 (17 son las 5 de la tarde), en la zona horaria de la empresa.",
  timeZone: "Zona horaria de la empresa",
  timeZoneHint: "Su nombre IANA, como America/Chicago o Europe/Madrid.",
  saveSettings: "Guardar ajustes",
  settingsSaved: "Los ajustes están guardados.",
  savedNowTitle: "Los ajustes guardados ahora (el formulario conserva lo que escribiste):",
  rulesTitle: "Reglas por país",
  noRules: "Aún no hay reglas: toda solicitud nueva va al responsable por defecto.",
  country: "País",
  owner: "Responsable",
  ownerLost:
    "Ya no puede recibir solicitudes (sin rol de ventas ni de administrador, o desactivado): las de este país van al responsable por defecto.",
  remove: "Quitar",
  confirmRemoveTitle: "¿Quitar la regla de {country}?",
  confirmRemoveText:
    "Las solicitudes nuevas de {country} irán al responsable por defecto. Las ya asignadas conservan su responsable.",
  addRuleTitle: "Añadir o cambiar una regla",
  addRuleHint: "Si el país ya tiene una regla, pasa al responsable elegido aquí.",
  chooseCountry: "Elige un país",
  chooseOwner: "Elige un responsable",
  saveRule: "Guardar regla",
  ruleSaved: "Las solicitudes nuevas de {country} van ahora a {owner}.",
  ruleRemoved: "Se ha quitado la regla de {country}: sus solicitudes nuevas van al responsable por defecto.",
  ruleGone: "Esa regla ya se había quitado.",
  fixErrors: "No se ha guardado nada: revisa los campos marcados abajo.",
  errCountryUnknown: "Elige un país de la lista.",
  errOwnerRequired: "Elige un responsable.",
  errOwnerIneligible:
    "Esta cuenta no puede recibir solicitudes: debe estar activa y tener el rol de ventas o de administrador.",
  errHoursRange: "Escribe un número entero de horas de 1 a 200.",
  errWorkdayStart: "Escribe una hora entera de 0 a 23.",
  errWorkdayEnd: "Escribe una hora entera de 1 a 24.",
  errWorkdayOrder: "La jornada debe terminar después de empezar.",
  errTimeZone: "Escribe una zona horaria por su nombre IANA, como America/Chicago.",
  webhookLog: "Las entregas del webhook del CRM",
};
