import { describe, expect, it } from "vitest";
import { localDay, workingHoursBefore, workingHoursBetween } from "./sales-reminders.server";

const chicago = { workdayStart: 8, workdayEnd: 17, timeZone: "America/Chicago" };
const madrid = { workdayStart: 9, workdayEnd: 18, timeZone: "Europe/Madrid" };
const at = (iso: string) => new Date(iso);

describe("working hours between two instants", () => {
  it("count a weekday's working window and nothing outside it", () => {
    // Tuesday 2027-03-02, Chicago on standard time (UTC-6): 08:00-17:00 is 14:00Z-23:00Z.
    expect(workingHoursBetween(at("2027-03-02T14:00:00Z"), at("2027-03-02T23:00:00Z"), chicago)).toBe(9);
    expect(workingHoursBetween(at("2027-03-02T06:00:00Z"), at("2027-03-03T05:59:00Z"), chicago)).toBe(9);
    // 10:30 to 12:00 local.
    expect(workingHoursBetween(at("2027-03-02T16:30:00Z"), at("2027-03-02T18:00:00Z"), chicago)).toBe(1.5);
  });

  it("skip evenings and nights", () => {
    // Tuesday 18:00 to Wednesday 07:00 local: the office is closed throughout.
    expect(workingHoursBetween(at("2027-03-03T00:00:00Z"), at("2027-03-03T13:00:00Z"), chicago)).toBe(0);
    // Tuesday 16:30 to Wednesday 09:15 local: half an hour, then an hour and a quarter.
    expect(workingHoursBetween(at("2027-03-02T22:30:00Z"), at("2027-03-03T15:15:00Z"), chicago)).toBe(1.75);
  });

  it("skip Saturdays and Sundays", () => {
    // Saturday 2027-03-06 10:00 to Sunday 20:00 local: nothing.
    expect(workingHoursBetween(at("2027-03-06T16:00:00Z"), at("2027-03-08T02:00:00Z"), chicago)).toBe(0);
    // Friday 16:00 to Monday 09:00 local: one hour each side of the weekend.
    expect(workingHoursBetween(at("2027-03-05T22:00:00Z"), at("2027-03-08T15:00:00Z"), chicago)).toBe(2);
  });

  it("follow the time zone across a change to daylight saving time", () => {
    // Chicago moves to CDT (UTC-5) on Sunday 2027-03-14. Friday 16:00 CST (22:00Z) to Monday
    // 09:00 CDT (14:00Z): two working hours, though the clock gained an hour on Sunday.
    expect(workingHoursBetween(at("2027-03-12T22:00:00Z"), at("2027-03-15T14:00:00Z"), chicago)).toBe(2);
    // Monday's window opens at 08:00 CDT, 13:00Z (an hour earlier in UTC than Friday's).
    expect(workingHoursBetween(at("2027-03-15T12:00:00Z"), at("2027-03-15T13:00:00Z"), chicago)).toBe(0);
    expect(workingHoursBetween(at("2027-03-15T13:00:00Z"), at("2027-03-15T22:00:00Z"), chicago)).toBe(9);
    // And back to CST on Sunday 2027-11-07: Monday opens at 14:00Z again.
    expect(workingHoursBetween(at("2027-11-08T13:00:00Z"), at("2027-11-08T14:00:00Z"), chicago)).toBe(0);
    expect(workingHoursBetween(at("2027-11-08T14:00:00Z"), at("2027-11-08T23:00:00Z"), chicago)).toBe(9);
  });

  it("read another time zone's own calendar", () => {
    // Madrid on summer time (UTC+2): Monday 2027-06-07 09:00-18:00 is 07:00Z-16:00Z.
    expect(workingHoursBetween(at("2027-06-07T00:00:00Z"), at("2027-06-07T23:00:00Z"), madrid)).toBe(9);
    // 22:30Z on Friday 2027-06-11 is already Saturday in Madrid: no hours from there on.
    expect(workingHoursBetween(at("2027-06-11T22:30:00Z"), at("2027-06-13T12:00:00Z"), madrid)).toBe(0);
  });

  it("count a working day that ends at midnight", () => {
    const late = { workdayStart: 14, workdayEnd: 24, timeZone: "UTC" };
    expect(workingHoursBetween(at("2027-03-02T00:00:00Z"), at("2027-03-03T12:00:00Z"), late)).toBe(10);
  });

  it("are none for an empty or reversed span", () => {
    expect(workingHoursBetween(at("2027-03-02T16:00:00Z"), at("2027-03-02T16:00:00Z"), chicago)).toBe(0);
    expect(workingHoursBetween(at("2027-03-02T18:00:00Z"), at("2027-03-02T16:00:00Z"), chicago)).toBe(0);
  });
});

describe("the instant a number of working hours before another", () => {
  it("is the latest arrival that has waited that long", () => {
    // Monday 10:00 CDT, 8 working hours: back over the weekend to Friday 11:00 CST (17:00Z).
    expect(workingHoursBefore(at("2027-03-15T15:00:00Z"), 8, chicago).toISOString()).toBe(
      "2027-03-12T17:00:00.000Z",
    );
    // Exactly a day's window: its opening.
    expect(workingHoursBefore(at("2027-03-02T23:00:00Z"), 9, chicago).toISOString()).toBe(
      "2027-03-02T14:00:00.000Z",
    );
  });

  it("agrees with the count, for many ends and lengths", () => {
    const minute = 60_000;
    for (let step = 0; step < 200; step++) {
      // Ends spread over three weeks around the change to daylight saving time, at odd minutes.
      const end = new Date(Date.parse("2027-03-03T00:00:00Z") + step * 157 * minute);
      for (const hours of [1, 8, 9, 24, 40]) {
        const cutoff = workingHoursBefore(end, hours, chicago);
        expect(workingHoursBetween(cutoff, end, chicago)).toBeCloseTo(hours, 6);
        // A minute later has waited less: the cutoff is the latest such instant.
        expect(workingHoursBetween(new Date(cutoff.getTime() + minute), end, chicago)).toBeLessThan(hours);
      }
    }
  });
});

describe("the company's calendar day", () => {
  it("is the day in the settings' time zone, not UTC's", () => {
    expect(localDay(at("2027-03-03T04:00:00Z"), "America/Chicago")).toBe("2027-03-02");
    expect(localDay(at("2027-03-03T06:00:00Z"), "America/Chicago")).toBe("2027-03-03");
    expect(localDay(at("2027-06-11T22:30:00Z"), "Europe/Madrid")).toBe("2027-06-12");
  });
});
