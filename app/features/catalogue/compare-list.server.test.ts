import { describe, expect, it } from "vitest";
import {
  changeCompareList,
  cleanCompareList,
  compareListCookie,
  postedCompareChange,
  readCompareList,
} from "./compare-list.server";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const known = (id: string) => ["a", "b", "c", "d", "e"].includes(id);
const withCookie = (setCookie: string) =>
  new Request("http://localhost/", { headers: { cookie: setCookie.split(";")[0]! } });

describe("changeCompareList", () => {
  it("adds in order, keeps a product chosen twice where it was, and removes", () => {
    let list = changeCompareList([], { intent: "add", productId: "b" }).list;
    list = changeCompareList(list, { intent: "add", productId: "a" }).list;
    expect(changeCompareList(list, { intent: "add", productId: "b" })).toEqual({
      list: ["b", "a"],
      full: false,
    });
    expect(changeCompareList(list, { intent: "remove", productId: "b" })).toEqual({
      list: ["a"],
      full: false,
    });
    expect(changeCompareList(list, { intent: "clear" })).toEqual({ list: [], full: false });
  });

  it("refuses a fifth product and drops none of the four", () => {
    const four = ["a", "b", "c", "d"];
    expect(changeCompareList(four, { intent: "add", productId: "e" })).toEqual({ list: four, full: true });
    // One already chosen is no fifth.
    expect(changeCompareList(four, { intent: "add", productId: "c" })).toEqual({ list: four, full: false });
  });
});

describe("cleanCompareList", () => {
  it("keeps known products once each, four at most, in their order", () => {
    expect(cleanCompareList(["c", "x", "c", 7, "a", "b", "d", "e"], known)).toEqual(["c", "a", "b", "d"]);
    expect(cleanCompareList("a", known)).toEqual([]);
  });
});

describe("the cookie", () => {
  it("reads back what it stored, and forgets an empty list", async () => {
    const stored = await compareListCookie(["b", "a"], SECRET, false);
    expect(stored).toMatch(/^site\.compare=.*HttpOnly.*SameSite=Lax/i);
    expect(await readCompareList(withCookie(stored), SECRET, known)).toEqual(["b", "a"]);
    expect(await compareListCookie([], SECRET, true)).toMatch(/^site\.compare=;.*Max-Age=0.*Secure/i);
  });

  it("reads a tampered or foreign cookie as no list, and leaves out products gone since", async () => {
    const stored = (await compareListCookie(["a", "b"], SECRET, false)).split(";")[0]!;
    const [name, value] = stored.split("=");
    const forged = `${name}=${encodeURIComponent(btoa(JSON.stringify(["a", "b", "c"])))}.${value!.split(".")[1]}`;
    expect(await readCompareList(withCookie(forged), SECRET, known)).toEqual([]);
    expect(
      await readCompareList(withCookie(stored), "another-secret-of-thirty-two-characters!", known),
    ).toEqual([]);
    expect(await readCompareList(withCookie(stored), SECRET, (id) => id === "b")).toEqual(["b"]);
  });
});

describe("postedCompareChange", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };
  it("reads an add, a remove or a clear, and nothing else", () => {
    expect(postedCompareChange(form({ intent: "add", productId: "a" }))).toEqual({
      intent: "add",
      productId: "a",
    });
    expect(postedCompareChange(form({ intent: "remove", productId: "a" }))).toEqual({
      intent: "remove",
      productId: "a",
    });
    expect(postedCompareChange(form({ intent: "clear" }))).toEqual({ intent: "clear" });
    expect(postedCompareChange(form({ intent: "add" }))).toBeUndefined();
    expect(postedCompareChange(form({ intent: "drop", productId: "a" }))).toBeUndefined();
  });
});
