declare module "altcha/i18n/es-es";
declare module "altcha/i18n/en";
