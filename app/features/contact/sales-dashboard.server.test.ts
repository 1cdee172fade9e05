import { describe, expect, it } from "vitest";
import {
  addMonths,
  dashboardCsv,
  dashboardFilterFrom,
  fillSeries,
  hoursOf,
  isDashboardDay,
  median,
  monthBuckets,
  periodFigures,
  presetPeriod,
  topRows,
  weekBuckets,
  weekStart,
  wholePercents,
  type DashboardCatalogue,
  type DashboardFigures,
  type PeriodItem,
  type PeriodRequest,
} from "./sales-dashboard.server";
import { localDay } from "./sales-reminders.server";

const params = (query: Record<string, string>) => new URLSearchParams(query);
// 10:00 UTC on Wednesday 12 March 2025: 05:00 the same day in Chicago.
const NOW = new Date("2025-03-12T10:00:00Z");

describe("days and buckets", () => {
  it("accepts real days only, from 2000 to 2100", () => {
    expect(isDashboardDay("2024-02-29")).toBe(true);
    expect(isDashboardDay("2025-02-29")).toBe(false);
    expect(isDashboardDay("2025-13-01")).toBe(false);
    expect(isDashboardDay("2025-3-1")).toBe(false);
    expect(isDashboardDay("1999-12-31")).toBe(false);
    expect(isDashboardDay("2101-01-01")).toBe(false);
    expect(isDashboardDay("yesterday")).toBe(false);
  });

  it("starts ISO weeks on Monday", () => {
    expect(weekStart("2025-03-12")).toBe("2025-03-10"); // a Wednesday
    expect(weekStart("2025-03-10")).toBe("2025-03-10"); // a Monday
    expect(weekStart("2025-03-16")).toBe("2025-03-10"); // a Sunday
    expect(weekStart("2025-01-01")).toBe("2024-12-30"); // across the year's end
  });

  it("makes 12 week buckets ending with the week of `to`, and 12 month buckets ending with its month", () => {
    const weeks = weekBuckets("2025-03-12");
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe("2024-12-23");
    expect(weeks[11]).toBe("2025-03-10");
    expect(monthBuckets("2025-03-31")).toEqual([
      "2024-04",
      "2024-05",
      "2024-06",
      "2024-07",
      "2024-08",
      "2024-09",
      "2024-10",
      "2024-11",
      "2024-12",
      "2025-01",
      "2025-02",
      "2025-03",
    ]);
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-01");
  });

  it("fills the buckets no row names with 0, in the buckets' order", () => {
    expect(
      fillSeries(
        ["2025-01", "2025-02", "2025-03"],
        [
          { bucket: "2025-03", n: 4 },
          { bucket: "2025-01", n: 2 },
        ],
      ),
    ).toEqual([
      { key: "2025-01", count: 2 },
      { key: "2025-02", count: 0 },
      { key: "2025-03", count: 4 },
    ]);
  });

  it("reads today in the time zone, not in UTC", () => {
    const lateEvening = new Date("2025-03-12T03:00:00Z");
    expect(localDay(lateEvening, "UTC")).toBe("2025-03-12");
    expect(localDay(lateEvening, "America/Chicago")).toBe("2025-03-11");
    expect(localDay(new Date("2025-12-31T16:00:00Z"), "Asia/Tokyo")).toBe("2026-01-01");
  });

  it("knows the quick periods", () => {
    expect(presetPeriod("weeks12", "2025-03-12")).toEqual({ from: "2024-12-23", to: "2025-03-12" });
    expect(presetPeriod("quarter", "2025-03-12")).toEqual({ from: "2024-10-01", to: "2024-12-31" });
    expect(presetPeriod("quarter", "2025-08-01")).toEqual({ from: "2025-04-01", to: "2025-06-30" });
    expect(presetPeriod("months12", "2025-03-12")).toEqual({ from: "2024-04-01", to: "2025-03-12" });
    expect(presetPeriod("year", "2025-03-12")).toEqual({ from: "2025-01-01", to: "2025-03-12" });
  });
});

describe("the period filter", () => {
  it("defaults to the last 12 months up to today in the time zone, all requests", () => {
    expect(dashboardFilterFrom(params({}), NOW, "America/Chicago")).toEqual({
      ok: true,
      filter: { from: "2024-04-01", to: "2025-03-12", kind: "all", timeZone: "America/Chicago" },
    });
  });

  it("takes the days and kind asked, and 12 months back from `to` when `from` is missing", () => {
    expect(dashboardFilterFrom(params({ from: "2025-01-05", to: "2025-02-01", kind: "quote" }), NOW)).toEqual(
      {
        ok: true,
        filter: { from: "2025-01-05", to: "2025-02-01", kind: "quote", timeZone: "America/Chicago" },
      },
    );
    const onlyTo = dashboardFilterFrom(params({ to: "2024-06-15", kind: "nonsense" }), NOW);
    expect(onlyTo).toMatchObject({ ok: true, filter: { from: "2023-07-01", to: "2024-06-15", kind: "all" } });
  });

  it("refuses a day that is not one, and an end before the start, keeping what was typed", () => {
    expect(dashboardFilterFrom(params({ from: "2025-02-30", to: "2025-03-01" }), NOW)).toEqual({
      ok: false,
      error: "from",
      from: "2025-02-30",
      to: "2025-03-01",
      kind: "all",
    });
    expect(dashboardFilterFrom(params({ to: "01/03/2025" }), NOW)).toMatchObject({ ok: false, error: "to" });
    expect(
      dashboardFilterFrom(params({ from: "2025-03-02", to: "2025-03-01", kind: "contact" }), NOW),
    ).toEqual({ ok: false, error: "order", from: "2025-03-02", to: "2025-03-01", kind: "contact" });
    // One day is a period.
    expect(dashboardFilterFrom(params({ from: "2025-03-01", to: "2025-03-01" }), NOW).ok).toBe(true);
  });

  it("falls back to Chicago when the settings name a time zone the runtime does not know", () => {
    const result = dashboardFilterFrom(params({}), NOW, "Mars/Olympus_Mons");
    expect(result).toMatchObject({ ok: true, filter: { timeZone: "America/Chicago" } });
  });
});

describe("median and shares", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([10, 2, 4, 100])).toBe(7);
    expect(hoursOf(5.5 * 3600)).toBe(5.5);
    expect(hoursOf(3 * 3600 + 10)).toBe(3);
  });

  it("gives whole percents that add up to 100, the spare points to the largest remainders", () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([2, 1, 0, 0, 0, 4])).toEqual([29, 14, 0, 0, 0, 57]);
    expect(wholePercents([0, 0])).toEqual([0, 0]);
    for (const counts of [
      [1, 2, 3, 4, 5, 6],
      [7, 0, 0, 3],
      [1, 1, 1, 1, 1, 1],
    ]) {
      expect(wholePercents(counts).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });
});

describe("top lists", () => {
  const label = (text: string) => ({ en: text, es: text });
  it("keeps the 10 largest and puts the rest's requests, each once, in Other", () => {
    const tallies = new Map(
      Array.from({ length: 12 }, (_, i) => [
        `p${String(i).padStart(2, "0")}`,
        {
          label: label(`P${i}`),
          ids: new Set(Array.from({ length: 20 - i }, (_, n) => `r${n}`)),
          quantity: i,
        },
      ]),
    );
    const rows = topRows(tallies, label("Other"));
    expect(rows).toHaveLength(11);
    expect(rows[0]).toMatchObject({ key: "p00", count: 20 });
    expect(rows[9]).toMatchObject({ key: "p09", count: 11 });
    // p10 holds r0..r9, p11 r0..r8: ten requests in all, their quantities summed.
    expect(rows[10]).toMatchObject({ key: "_other", label: label("Other"), count: 10, quantity: 21 });
  });

  it("orders a tie by key, so both languages list the same order", () => {
    const tallies = new Map([
      ["b", { label: label("Zeta"), ids: new Set(["1"]), quantity: 0 }],
      ["a", { label: label("Alpha"), ids: new Set(["2"]), quantity: 0 }],
    ]);
    expect(topRows(tallies, label("Other")).map((row) => row.key)).toEqual(["a", "b"]);
  });
});

const catalogue: DashboardCatalogue = {
  products: [
    { id: "drum-screen", name: { en: "Drum Screen", es: "Tamiz de tambor" }, categoryId: "screening" },
    {
      id: "grit-classifier",
      name: { en: "Grit Classifier", es: "Clasificador de arena" },
      categoryId: "grit",
    },
    { id: "step-screen", name: { en: "Step Screen", es: "Tamiz escalonado" }, categoryId: "screening" },
  ],
  categories: [
    { id: "screening", title: { en: "Screening Equipment", es: "Equipos de cribado" } },
    { id: "grit", title: { en: "Grit Removal", es: "Desarenado" } },
  ],
};

const request = (id: string, seed: Partial<PeriodRequest> = {}): PeriodRequest => ({
  id,
  status: "new",
  countryCode: "+52",
  project: null,
  productId: null,
  productName: null,
  replySeconds: null,
  isQuote: false,
  ...seed,
});

describe("the period's figures", () => {
  const requests: PeriodRequest[] = [
    request("a", {
      isQuote: true,
      status: "quoted",
      project: { application: "municipal", location: "Bogotá, Colombia" },
      replySeconds: 2 * 3600,
    }),
    request("b", {
      isQuote: true,
      status: "won",
      project: { application: "industrial" },
      replySeconds: 10 * 3600,
    }),
    request("c", { isQuote: true, productId: "drum-screen", productName: "Drum Screen", status: "lost" }),
    request("d", { countryCode: "+999", status: "in_progress", replySeconds: 4 * 3600 }),
    request("e", { isQuote: true, productId: "retired-press", productName: "Old Press", status: "closed" }),
  ];
  const items: PeriodItem[] = [
    { messageId: "a", productId: "drum-screen", productName: "Drum Screen", quantity: 2 },
    { messageId: "a", productId: "step-screen", productName: "Step Screen", quantity: 1 },
    { messageId: "b", productId: "drum-screen", productName: "Drum Screen", quantity: 3 },
    { messageId: "b", productId: "grit-classifier", productName: "Grit Classifier", quantity: 1 },
  ];
  const figures = periodFigures(requests, items, catalogue);

  it("counts the requests and their kinds", () => {
    expect(figures).toMatchObject({ total: 5, quotes: 4, contacts: 1, withoutProduct: 1 });
  });

  it("counts countries by the project's location, else the phone's code, else Unknown", () => {
    expect(figures.countries.map((row) => [row.key, row.label.en, row.label.es, row.count])).toEqual([
      ["MX", "Mexico", "México", 3],
      ["CO", "Colombia", "Colombia", 1],
      ["_unknown", "Unknown", "Desconocido", 1],
    ]);
  });

  it("counts applications by the quote's project, with Not given for the rest", () => {
    expect(figures.applications.map((row) => [row.key, row.label.en, row.label.es, row.count])).toEqual([
      ["_not_given", "Not given", "Sin indicar", 3],
      ["industrial", "Industrial", "Industrial", 1],
      ["municipal", "Municipal", "Municipal", 1],
    ]);
  });

  it("counts each product once per request with its quantities, keeping the name of one no longer sold", () => {
    expect(figures.products.map((row) => [row.key, row.label.es, row.count, row.quantity])).toEqual([
      ["drum-screen", "Tamiz de tambor", 3, 5],
      ["grit-classifier", "Clasificador de arena", 1, 1],
      // A tie in requests goes to the larger quantity.
      ["step-screen", "Tamiz escalonado", 1, 1],
      ["retired-press", "Old Press", 1, 0],
    ]);
  });

  it("counts each category once per request, and a product out of the catalogue apart", () => {
    expect(figures.categories.map((row) => [row.key, row.label.en, row.count])).toEqual([
      ["screening", "Screening Equipment", 3],
      ["_not_in_catalogue", "Not in the catalogue", 1],
      ["grit", "Grit Removal", 1],
    ]);
  });

  it("gives every status's count and share, and the median time to a first reply", () => {
    expect(figures.statuses).toEqual([
      { status: "new", count: 0, share: 0 },
      { status: "in_progress", count: 1, share: 20 },
      { status: "quoted", count: 1, share: 20 },
      { status: "won", count: 1, share: 20 },
      { status: "lost", count: 1, share: 20 },
      { status: "closed", count: 1, share: 20 },
    ]);
    expect(figures.firstReply).toEqual({ medianSeconds: 4 * 3600, replied: 3 });
  });

  it("says so when nothing arrived", () => {
    const none = periodFigures([], [], catalogue);
    expect(none).toMatchObject({
      total: 0,
      countries: [],
      products: [],
      firstReply: { medianSeconds: null, replied: 0 },
    });
    expect(none.statuses.every((row) => row.share === 0)).toBe(true);
  });

  it("writes one CSV, a row per figure, its words in the language and any formula defused", () => {
    const all: DashboardFigures = {
      filter: { from: "2025-01-01", to: "2025-03-12", kind: "all", timeZone: "America/Chicago" },
      weeks: weekBuckets("2025-03-12").map((key, i) => ({ key, count: i === 11 ? 2 : 0 })),
      months: monthBuckets("2025-03-12").map((key) => ({ key, count: key === "2025-03" ? 5 : 0 })),
      ...figures,
      products: [
        ...figures.products,
        { key: "x", label: { en: "=HYPERLINK()", es: "=HYPERLINK()" }, count: 1, quantity: 1 },
      ],
    };
    const csv = dashboardCsv(all, "es");
    expect(csv.startsWith("\uFEFFtable,key,label,value,quantity,share_percent\r\n")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toContain("period,from,Desde,2025-01-01");
    expect(lines).toContain("period,kind,Todas las solicitudes,all");
    expect(lines).toContain("total,requests,Solicitudes,5");
    expect(lines).toContain("week,2025-03-10,10 mar 2025,2");
    expect(lines).toContain("month,2025-03,marzo de 2025,5");
    expect(lines).toContain("country,MX,México,3");
    expect(lines).toContain("product,drum-screen,Tamiz de tambor,3,5");
    expect(lines).toContain("product,x,'=HYPERLINK(),1,1");
    expect(lines).toContain("category,_not_in_catalogue,Fuera del catálogo,1");
    expect(lines).toContain("status,won,Ganada,1,,20");
    expect(lines).toContain("first_reply,median_hours,Mediana hasta la primera respuesta (horas),4");
    expect(lines).toContain("first_reply,replied,Solicitudes respondidas,3");
    expect(lines.filter((line) => line.startsWith("week,"))).toHaveLength(12);
    expect(lines.filter((line) => line.startsWith("month,"))).toHaveLength(12);
    expect(lines.filter((line) => line.startsWith("status,"))).toHaveLength(6);
    expect(dashboardCsv(all, "en").split("\r\n")).toContain("week,2025-03-10,10 Mar 2025,2");
  });
});
