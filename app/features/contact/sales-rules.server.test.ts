import { describe, expect, it } from "vitest";
import {
  canonicalTimeZone,
  checkSettings,
  ownerLabel,
  readWholeNumber,
  timeZoneChoices,
  type SettingsInput,
} from "./sales-rules.server";

const valid: SettingsInput = {
  defaultOwnerId: null,
  reminderHours: 8,
  workdayStart: 8,
  workdayEnd: 17,
  timeZone: "America/Chicago",
};

describe("the pipeline's settings", () => {
  it("read whole numbers as typed, and nothing else", () => {
    expect(readWholeNumber("8")).toBe(8);
    expect(readWholeNumber(" 17 ")).toBe(17);
    expect(readWholeNumber("0")).toBe(0);
    for (const text of ["", "8.5", "-1", "1e2", "eight", "8h", "1000"])
      expect(readWholeNumber(text), text).toBeNaN();
  });

  it("name a time zone by its canonical IANA name, and refuse what the runtime does not know", () => {
    expect(canonicalTimeZone("America/Chicago")).toBe("America/Chicago");
    expect(canonicalTimeZone(" america/chicago ")).toBe("America/Chicago");
    expect(canonicalTimeZone("utc")).toBe("UTC");
    expect(canonicalTimeZone("Europe/Madrid")).toBe("Europe/Madrid");
    for (const text of ["", "Nowhere/Land", "+05:00", "-0600", "America/Chicago; drop table", "x".repeat(65)])
      expect(canonicalTimeZone(text), text).toBeUndefined();
  });

  it("offer every zone they accept, UTC among them", () => {
    const zones = timeZoneChoices();
    expect(zones).toContain("UTC");
    expect(zones).toContain("America/Chicago");
    for (const zone of zones) expect(canonicalTimeZone(zone), zone).toBeDefined();
  });

  it("accept the migration's defaults and the edges of each range", () => {
    expect(checkSettings(valid)).toEqual({});
    expect(checkSettings({ ...valid, reminderHours: 1, workdayStart: 0, workdayEnd: 24 })).toEqual({});
    expect(checkSettings({ ...valid, reminderHours: 200, workdayStart: 23, workdayEnd: 24 })).toEqual({});
  });

  it("refuse each field out of its range, on that field", () => {
    expect(checkSettings({ ...valid, reminderHours: 0 })).toEqual({ reminderHours: "hoursRange" });
    expect(checkSettings({ ...valid, reminderHours: 201 })).toEqual({ reminderHours: "hoursRange" });
    expect(checkSettings({ ...valid, reminderHours: Number.NaN })).toEqual({ reminderHours: "hoursRange" });
    expect(checkSettings({ ...valid, reminderHours: 2.5 })).toEqual({ reminderHours: "hoursRange" });
    expect(checkSettings({ ...valid, workdayStart: 24 })).toEqual({ workdayStart: "workdayRange" });
    expect(checkSettings({ ...valid, workdayEnd: 25 })).toEqual({ workdayEnd: "workdayRange" });
    expect(checkSettings({ ...valid, workdayEnd: 0 })).toEqual({ workdayEnd: "workdayRange" });
    expect(checkSettings({ ...valid, timeZone: "Mars/Olympus" })).toEqual({ timeZone: "timeZoneUnknown" });
  });

  it("want the workday to end after it starts (said once, on its end)", () => {
    expect(checkSettings({ ...valid, workdayStart: 17, workdayEnd: 8 })).toEqual({
      workdayEnd: "workdayOrder",
    });
    expect(checkSettings({ ...valid, workdayStart: 9, workdayEnd: 9 })).toEqual({
      workdayEnd: "workdayOrder",
    });
    // A start out of range is its own error; the order is not judged on it.
    expect(checkSettings({ ...valid, workdayStart: 30, workdayEnd: 8 })).toEqual({
      workdayStart: "workdayRange",
    });
  });
});

describe("an owner's name on a screen", () => {
  it("is the account's name with its e-mail, or the e-mail alone", () => {
    expect(ownerLabel({ name: "Lucía Pérez", email: "lucia@example.com" })).toBe(
      "Lucía Pérez (lucia@example.com)",
    );
    expect(ownerLabel({ name: "  ", email: "ana@example.com" })).toBe("ana@example.com");
  });
});
