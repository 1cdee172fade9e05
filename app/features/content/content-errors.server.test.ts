import { describe, expect, it } from "vitest";
import { contactPage } from "~/content/contact";
import { isMapEmbedAddress } from "~/lib/map-embed";
import { contentFieldErrors } from "./content-errors.server";

const page = { ...contactPage, meta: {} };

describe("the contact page's map address", () => {
  it("is taken on the origins the page's CSP lets a frame come from, and only there", () => {
    expect(isMapEmbedAddress(contactPage.mapEmbedUrl)).toBe(true);
    expect(isMapEmbedAddress("https://www.google.com/maps/embed?pb=!1m18")).toBe(true);
    expect(isMapEmbedAddress("https://maps.example.com/embed?q=Houston")).toBe(false);
    expect(isMapEmbedAddress("https://www.google.com.evil.example/maps")).toBe(false);
    expect(isMapEmbedAddress("http://maps.google.com/maps?q=x")).toBe(false);
    expect(isMapEmbedAddress("not an address")).toBe(false);
  });

  it("is refused elsewhere by the editor, in the editor's language", () => {
    expect(contentFieldErrors("contact-page", page, "en")).toEqual({});
    const elsewhere = { ...page, mapEmbedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=1" };
    expect(contentFieldErrors("contact-page", elsewhere, "en")).toEqual({
      mapEmbedUrl:
        "Enter a Google Maps embed address (https://www.google.com/maps/embed?…): the site shows maps from Google Maps only.",
    });
    expect(contentFieldErrors("contact-page", elsewhere, "es").mapEmbedUrl).toMatch(
      /^Escriba una dirección de mapa incrustado de Google Maps/,
    );
  });
});
