import { z } from "zod";
import { describe, expect, it } from "vitest";
import {
  CONTACT_ERRORS,
  CONTACT_ERRORS_ES,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  contactSchema,
  createContactSchema,
  contactCodeSchema,
  contactErrorText,
  englishFieldErrors,
  isContactErrorCode,
} from "./contact-schema";

const validBody = {
  firstName: "Ana María",
  lastName: "López-O'Neil",
  email: "ana@example.com",
  countryCode: "+34",
  phone: "600 123 456",
  company: "Aguas del Norte S.A.",
  message: "We need a drum screen for a 2 m channel.",
  consent: true,
  website: "",
  captcha: "solved",
};

function errorsOf(body: Record<string, unknown>, schema = contactSchema) {
  const result = schema.safeParse(body);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe("country codes", () => {
  it("are the spec's 16, in its order, with +1 as the default", () => {
    expect(COUNTRY_CODES.map((c) => c.code)).toEqual([
      "+1",
      "+52",
      "+44",
      "+33",
      "+49",
      "+34",
      "+39",
      "+55",
      "+54",
      "+57",
      "+86",
      "+81",
      "+82",
      "+91",
      "+61",
      "+90",
    ]);
    expect(COUNTRY_CODES[0]).toEqual({ code: "+1", label: { en: "US/Canada", es: "EE. UU./Canadá" } });
    expect(DEFAULT_COUNTRY_CODE).toBe("+1");
    for (const option of COUNTRY_CODES) {
      expect(option.label.en).toBeTruthy();
      expect(option.label.es).toBeTruthy();
    }
  });
});

describe("the contact schema", () => {
  it("accepts a valid body, trimmed, with the email lowercased", () => {
    const result = contactSchema.parse({
      ...validBody,
      firstName: "  José ",
      email: "  Ana.Lopez@Example.COM ",
      message: "   Hello, we need a quote.   ",
    });
    expect(result.firstName).toBe("José");
    expect(result.email).toBe("ana.lopez@example.com");
    expect(result.message).toBe("Hello, we need a quote.");
    expect(result.locale).toBe("en");
    expect(result.productId).toBeUndefined();
  });

  it("accepts Spanish letters, apostrophes (both kinds) and hyphens in names", () => {
    for (const name of [
      "Ñoño",
      "Úrsula",
      "Güemes",
      "O'Brien",
      "O’Brien",
      "Jean-Luc",
      "María José",
      "ÁÉÍÓÚÜÑ",
      // Buyers from Turkey, France and Brazil write their own names too.
      "Öztürk",
      "Çağlar",
      "François",
      "Gonçalves",
    ]) {
      expect(errorsOf({ ...validBody, firstName: name, lastName: name })).toEqual({});
    }
    // Composed differently (e + combining accent), still José.
    expect(contactSchema.parse({ ...validBody, firstName: "Jose\u0301" }).firstName).toBe("José");
  });

  const cases: [field: string, value: unknown, message: string][] = [
    ["firstName", "", "First name is required"],
    ["firstName", "   ", "First name is required"],
    ["firstName", undefined, "First name is required"],
    ["firstName", 42, "First name is required"],
    ["firstName", "a".repeat(51), "First name must be less than 50 characters"],
    ["firstName", "R2-D2", "Invalid characters in first name"],
    ["firstName", "<script>", "Invalid characters in first name"],
    ["firstName", "Ana_María", "Invalid characters in first name"],
    ["firstName", "José 2", "Invalid characters in first name"],
    ["lastName", "", "Last name is required"],
    ["lastName", "b".repeat(51), "Last name must be less than 50 characters"],
    ["lastName", "Smith!", "Invalid characters in last name"],
    ["email", "", "Invalid email address"],
    ["email", "not-an-email", "Invalid email address"],
    ["email", "a@b", "Invalid email address"],
    ["email", `${"a".repeat(250)}@example.com`, "Email must be less than 255 characters"],
    ["countryCode", "", "Country code is required"],
    ["countryCode", undefined, "Country code is required"],
    ["countryCode", "+999", "Invalid country code"],
    ["phone", "1234", "Phone number is too short"],
    ["phone", "1".repeat(21), "Phone number is too long"],
    ["phone", "555-CALL-NOW", "Invalid phone number format"],
    ["phone", "+1 555 1234", "Invalid phone number format"],
    ["company", "", "Company name is required"],
    ["company", "c".repeat(101), "Company name must be less than 100 characters"],
    ["company", "Acme\nBcc: x@example.com", "Invalid characters in company name"],
    ["company", "Acme\u202Elive.exe", "Invalid characters in company name"],
    ["company", "Ac\u200Bme", "Invalid characters in company name"],
    ["company", "Acme \u2066Corp\u2069", "Invalid characters in company name"],
    ["firstName", "Ana\u200F", "Invalid characters in first name"],
    ["lastName", "L\u202Dópez", "Invalid characters in last name"],
    ["productId", "drum-screen\u200B", "Invalid product"],
    ["message", "too short", "Message must be at least 10 characters"],
    ["message", "          short    ", "Message must be at least 10 characters"],
    ["message", "m".repeat(2001), "Message must be less than 2000 characters"],
    ["message", "Hello there\u0000friend", "Invalid characters in message"],
    ["message", "Hello there \ud800 friend", "Invalid characters in message"],
    ["consent", false, "You must agree to be contacted"],
    ["consent", undefined, "You must agree to be contacted"],
    ["consent", "true", "You must agree to be contacted"],
    ["captcha", "", "Please complete the CAPTCHA"],
    ["captcha", undefined, "Please complete the CAPTCHA"],
    ["website", 12, "Invalid value"],
    ["locale", "fr", "Invalid language"],
    ["productId", "p".repeat(101), "Invalid product"],
  ];

  it.each(cases)("%s = %j → %s", (field, value, message) => {
    const body: Record<string, unknown> = { ...validBody, [field]: value };
    if (value === undefined) delete body[field];
    expect(errorsOf(body)).toEqual({ [field]: [message] });
  });

  it("keeps the limits inclusive: 50, 255, 20, 100 and 2000 characters pass", () => {
    expect(
      errorsOf({
        ...validBody,
        firstName: "a".repeat(50),
        lastName: "b".repeat(50),
        email: `${"a".repeat(243)}@example.com`,
        phone: "1".repeat(20),
        company: "c".repeat(100),
        message: "m".repeat(2000),
      }),
    ).toEqual({});
    expect(errorsOf({ ...validBody, phone: "12345", message: "m".repeat(10) })).toEqual({});
  });

  it("lets multi-line messages through and accepts a product id", () => {
    const result = contactSchema.parse({
      ...validBody,
      message: "Line one\nLine two\r\n\tindented",
      productId: " drum-screen ",
      locale: "es",
    });
    expect(result.message).toBe("Line one\nLine two\r\n\tindented");
    expect(result.productId).toBe("drum-screen");
    expect(result.locale).toBe("es");
  });

  it("accepts a filled honeypot (the server, not the schema, deals with it)", () => {
    expect(errorsOf({ ...validBody, website: "http://spam.example" })).toEqual({});
  });
});

describe("Spanish messages", () => {
  it("translate every message", () => {
    for (const [code, message] of Object.entries(CONTACT_ERRORS)) {
      const spanish = CONTACT_ERRORS_ES[code as keyof typeof CONTACT_ERRORS];
      expect(spanish, code).toBeTruthy();
      expect(spanish).not.toBe(message);
    }
    expect(CONTACT_ERRORS_ES.firstNameRequired).toBe("El nombre es obligatorio");
    expect(CONTACT_ERRORS_ES.captchaRequired).toBe("Por favor completa el CAPTCHA");
  });

  it("are what the Spanish schema reports", () => {
    const es = createContactSchema("es");
    expect(errorsOf({ ...validBody, firstName: "", consent: false }, es)).toEqual({
      firstName: ["El nombre es obligatorio"],
      consent: [CONTACT_ERRORS_ES.consentRequired],
    });
  });

  it("are reported as codes by the API's schema, each with its text in both languages", () => {
    expect(errorsOf({ ...validBody, email: "nope", consent: false }, contactCodeSchema)).toEqual({
      email: ["emailInvalid"],
      consent: ["consentRequired"],
    });
    expect(contactErrorText("emailInvalid", "en")).toBe("Invalid email address");
    expect(contactErrorText("emailInvalid", "es")).toBe(CONTACT_ERRORS_ES.emailInvalid);
    expect(isContactErrorCode("emailInvalid")).toBe(true);
    expect(isContactErrorCode("Invalid email address")).toBe(false);
    expect(isContactErrorCode("toString")).toBe(false);
    expect(englishFieldErrors({ email: ["emailInvalid"] })).toEqual({ email: ["Invalid email address"] });
  });
});
