/**
 * Translations of the seeded catalogue, stored as product and benefit metadata the way a seller adds them in
 * Polar's dashboard (`name_ru`, `description_de`, …): the app shows them to a visitor of that language and
 * Polar's own text otherwise. Polish and Turkish are left out on purpose, so the fallback shows too.
 * Keyed by the seeded (English) name.
 */
type Texts = Record<string, { name?: string; description: string }>;

export const PRODUCT_TRANSLATIONS: Record<string, Texts> = {
  Free: {
    ru: { name: "Бесплатный", description: "Основное — бесплатно и навсегда." },
    uk: { name: "Безкоштовний", description: "Основне — безкоштовно й назавжди." },
    de: { name: "Kostenlos", description: "Das Wichtigste, für immer kostenlos." },
    es: { name: "Gratis", description: "Lo básico, gratis para siempre." },
    fr: { name: "Gratuit", description: "L’essentiel, gratuit pour toujours." },
  },
  "Pro monthly": {
    ru: { name: "Pro, помесячно", description: "Всё из бесплатного тарифа, а также приоритетная поддержка и лицензионный ключ." },
    uk: { name: "Pro, щомісяця", description: "Усе з безкоштовного тарифу, а також пріоритетна підтримка та ліцензійний ключ." },
    de: { name: "Pro monatlich", description: "Alles aus Kostenlos, dazu bevorzugter Support und ein Lizenzschlüssel." },
    es: { name: "Pro mensual", description: "Todo lo de Gratis, más soporte prioritario y una clave de licencia." },
    fr: { name: "Pro mensuel", description: "Tout ce que contient Gratuit, plus un support prioritaire et une clé de licence." },
  },
  "Pro yearly": {
    ru: { name: "Pro, на год", description: "Pro с оплатой раз в год: два месяца в подарок." },
    uk: { name: "Pro, на рік", description: "Pro з оплатою раз на рік: два місяці в подарунок." },
    de: { name: "Pro jährlich", description: "Pro, einmal im Jahr abgerechnet: zwei Monate geschenkt." },
    es: { name: "Pro anual", description: "Pro, facturado una vez al año: dos meses gratis." },
    fr: { name: "Pro annuel", description: "Pro, facturé une fois par an : deux mois offerts." },
  },
  "Lifetime license": {
    ru: { name: "Бессрочная лицензия", description: "Платите один раз — пользуйтесь всегда." },
    uk: { name: "Безстрокова ліцензія", description: "Платіть один раз — користуйтеся завжди." },
    de: { name: "Lebenslange Lizenz", description: "Einmal zahlen, für immer behalten." },
    es: { name: "Licencia de por vida", description: "Paga una vez y consérvala para siempre." },
    fr: { name: "Licence à vie", description: "Payez une fois, gardez-la pour toujours." },
  },
  "Support the project": {
    ru: { name: "Поддержать проект", description: "Сумму выбираете вы, от 5 $." },
    uk: { name: "Підтримати проєкт", description: "Суму обираєте ви, від 5 $." },
    de: { name: "Das Projekt unterstützen", description: "Sie wählen den Betrag, ab 5 $." },
    es: { name: "Apoya el proyecto", description: "Tú eliges el importe, desde 5 $." },
    fr: { name: "Soutenir le projet", description: "Vous choisissez le montant, à partir de 5 $." },
  },
  "Usage-based API": {
    ru: {
      name: "API с оплатой по использованию",
      description: "Базовая плата, 1 000 вызовов включено, далее 0,01 $ за вызов, но не более 100 $.",
    },
    uk: {
      name: "API з оплатою за використання",
      description: "Базова плата, 1 000 викликів включено, далі 0,01 $ за виклик, але не більше 100 $.",
    },
    de: {
      name: "Nutzungsbasierte API",
      description: "Eine Grundgebühr, 1.000 Aufrufe inklusive, danach 0,01 $ pro Aufruf bis höchstens 100 $.",
    },
    es: {
      name: "API de pago por uso",
      description: "Una cuota base con 1000 llamadas incluidas; después, 0,01 $ por llamada hasta un máximo de 100 $.",
    },
    fr: { name: "API à l’usage", description: "Un forfait de base, 1 000 appels inclus, puis 0,01 $ par appel, plafonné à 100 $." },
  },
};

export const BENEFIT_TRANSLATIONS: Record<string, Texts> = {
  "Priority support": {
    ru: { description: "Приоритетная поддержка" },
    uk: { description: "Пріоритетна підтримка" },
    de: { description: "Bevorzugter Support" },
    es: { description: "Soporte prioritario" },
    fr: { description: "Support prioritaire" },
  },
  "License key": {
    ru: { description: "Лицензионный ключ" },
    uk: { description: "Ліцензійний ключ" },
    de: { description: "Lizenzschlüssel" },
    es: { description: "Clave de licencia" },
    fr: { description: "Clé de licence" },
  },
  "1,000 API calls each month": {
    ru: { description: "1 000 вызовов API каждый месяц" },
    uk: { description: "1 000 викликів API щомісяця" },
    de: { description: "1.000 API-Aufrufe jeden Monat" },
    es: { description: "1000 llamadas a la API cada mes" },
    fr: { description: "1 000 appels d’API chaque mois" },
  },
  "Desktop app download": {
    ru: { description: "Загрузка приложения для компьютера" },
    uk: { description: "Завантаження застосунку для комп’ютера" },
    de: { description: "Desktop-App zum Herunterladen" },
    es: { description: "Descarga de la aplicación de escritorio" },
    fr: { description: "Téléchargement de l’application de bureau" },
  },
};

/** A meter's name is shown as the unit of its price ("$0.01 per API calls unit"). */
export const METER_TRANSLATIONS: Record<string, Texts> = {
  "API calls": {
    ru: { name: "Вызовы API", description: "Вызовы API нашего сервиса." },
    uk: { name: "Виклики API", description: "Виклики API нашого сервісу." },
    de: { name: "API-Aufrufe", description: "Aufrufe unserer API." },
    es: { name: "Llamadas a la API", description: "Llamadas a nuestra API." },
    fr: { name: "Appels d’API", description: "Appels à notre API." },
  },
};

/** The metadata entries (`name_<lang>`, `description_<lang>`) of one seeded object. */
export function translationMetadata(texts: Texts | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [lang, { name, description }] of Object.entries(texts ?? {})) {
    if (name) metadata[`name_${lang}`] = name;
    metadata[`description_${lang}`] = description;
  }
  return metadata;
}
