/** The English texts of the `salesRules` group (ADR 032). Spanish: sales-rules.es.ts, with exactly these keys. */
export const salesRulesEn = {
  intro:
    "A new request goes to the owner of its buyer's country; one that no rule claims goes to the default owner. Its owner gets an e-mail.",
  howCountry:
    "The buyer's country is the one the project's location names (\"Monterrey, Mexico\"); without one, the country of the phone's code (+52 Mexico; +1 is read as the United States).",
  settingsTitle: "Settings",
  defaultOwner: "Default owner",
  defaultOwnerHint:
    "Owns the requests no rule claims, and those whose rule's owner can no longer own requests.",
  noOwner: "Nobody: leave them without an owner",
  cannotOwn: "{owner} (cannot own requests)",
  defaultOwnerLost:
    "The default owner can no longer own requests (no sales or administrator role, or disabled): requests no rule claims stay without an owner. Choose another.",
  reminderHours: "Remind the owner of a new request after",
  reminderHoursHint: "Working hours, from 1 to 200: only the hours of the workday below count.",
  hoursUnit: "working hours",
  workdayStart: "Workday starts at",
  workdayEnd: "Workday ends at",
  workdayHint: "Whole hours from 0 to 24 (17 is 5 p.m.), in the company's time zone.",
  timeZone: "Company time zone",
  timeZoneHint: "Its IANA name, such as America/Chicago or Europe/Madrid.",
  saveSettings: "Save settings",
  settingsSaved: "The settings are saved.",
  savedNowTitle: "The settings saved now (the form keeps what you typed):",
  rulesTitle: "Rules by country",
  noRules: "No rules yet: every new request goes to the default owner.",
  country: "Country",
  owner: "Owner",
  ownerLost:
    "Can no longer own requests (no sales or administrator role, or disabled): requests from here go to the default owner.",
  remove: "Remove",
  confirmRemoveTitle: "Remove the rule for {country}?",
  confirmRemoveText:
    "New requests from {country} go to the default owner. Requests already assigned keep their owner.",
  addRuleTitle: "Add or change a rule",
  addRuleHint: "A country that already has a rule gets the owner chosen here.",
  chooseCountry: "Choose a country",
  chooseOwner: "Choose an owner",
  saveRule: "Save rule",
  ruleSaved: "New requests from {country} now go to {owner}.",
  ruleRemoved: "The rule for {country} is removed: its new requests go to the default owner.",
  ruleGone: "That rule was already removed.",
  fixErrors: "Nothing was saved: check the fields marked below.",
  errCountryUnknown: "Choose a country from the list.",
  errOwnerRequired: "Choose an owner.",
  errOwnerIneligible:
    "This account cannot own requests: it must be enabled and hold the sales or administrator role.",
  errHoursRange: "Enter a whole number of hours from 1 to 200.",
  errWorkdayStart: "Enter a whole hour from 0 to 23.",
  errWorkdayEnd: "Enter a whole hour from 1 to 24.",
  errWorkdayOrder: "The workday must end after it starts.",
  errTimeZone: "Enter a time zone by its IANA name, such as America/Chicago.",
} as const;
