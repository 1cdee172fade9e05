// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import type { LinksFunction } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ImageRef } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { imagePreload, imageSrcSet, ResponsiveImage } from "./responsive-image";

// The component only reads the page's language from the i18n context.
const page = vi.hoisted(() => ({ locale: "en" as Locale }));
vi.mock("~/i18n/i18n-context", () => ({ useI18n: () => ({ locale: page.locale }) }));

afterEach(cleanup);

const hero: ImageRef = {
  src: "services/odor-treatment/hero",
  slot: "hero",
  alt: { en: "Chemical scrubber towers", es: "Torres de lavado químico" },
  label: { en: "Odor Treatment", es: "Tratamiento de olores" },
};
const gallery: ImageRef = {
  src: "products/drum-screen/gallery-01",
  slot: "gallery",
  alt: { en: "Drum screen in a channel", es: "Tamiz de tambor en un canal" },
};

function renderImage(locale: Locale, element: React.ReactElement) {
  page.locale = locale;
  return render(element).container;
}

describe("ResponsiveImage", () => {
  it("offers AVIF then WebP at every width of the slot, with the given sizes", () => {
    const container = renderImage("en", <ResponsiveImage image={hero} sizes="100vw" />);
    const sources = container.querySelectorAll("picture > source");
    expect([...sources].map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(
      "/images/services/odor-treatment/hero-640.avif 640w, /images/services/odor-treatment/hero-960.avif 960w, " +
        "/images/services/odor-treatment/hero-1280.avif 1280w, /images/services/odor-treatment/hero-1920.avif 1920w",
    );
    expect(sources[1]!.getAttribute("srcset")).toContain(
      "/images/services/odor-treatment/hero-1920.webp 1920w",
    );
    for (const source of sources) expect(source.getAttribute("sizes")).toBe("100vw");
  });

  it("reserves the slot's shape: width and height of the largest file, WebP middle width as fallback", () => {
    renderImage("en", <ResponsiveImage image={hero} sizes="100vw" />);
    const img = screen.getByRole("img", { name: "Chemical scrubber towers" });
    expect(img.getAttribute("width")).toBe("1920");
    expect(img.getAttribute("height")).toBe("1080");
    expect(img.getAttribute("src")).toBe("/images/services/odor-treatment/hero-1280.webp");

    cleanup();
    renderImage("en", <ResponsiveImage image={gallery} sizes="50vw" />);
    const galleryImg = screen.getByRole("img");
    expect([galleryImg.getAttribute("width"), galleryImg.getAttribute("height")]).toEqual(["1200", "900"]);
    expect(galleryImg.getAttribute("src")).toBe("/images/products/drum-screen/gallery-01-800.webp");
  });

  it("describes the image in the page's language", () => {
    renderImage("es", <ResponsiveImage image={hero} sizes="100vw" />);
    expect(screen.getByRole("img", { name: "Torres de lavado químico" })).toBeTruthy();
  });

  it("loads lazily by default and eagerly with high priority for the LCP image", () => {
    renderImage(
      "en",
      <ResponsiveImage image={gallery} sizes="50vw" className="block" imgClassName="rounded" />,
    );
    const lazy = screen.getByRole("img");
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.getAttribute("decoding")).toBe("async");
    expect(lazy.getAttribute("fetchpriority")).toBeNull();
    expect(lazy.getAttribute("class")).toBe("rounded");
    expect(lazy.parentElement?.getAttribute("class")).toBe("block");

    cleanup();
    renderImage("en", <ResponsiveImage image={hero} sizes="100vw" priority />);
    const eager = screen.getByRole("img");
    expect(eager.getAttribute("loading")).toBe("eager");
    expect(eager.getAttribute("decoding")).toBe("sync");
    expect(eager.getAttribute("fetchpriority")).toBe("high");
  });
});

describe("imagePreload", () => {
  it("describes a high-priority AVIF preload with the image's srcset and the given sizes, usable in `links`", () => {
    expect(imagePreload(hero, "100vw")).toEqual({
      rel: "preload",
      as: "image",
      imageSrcSet: imageSrcSet(hero, "avif"),
      imageSizes: "100vw",
      type: "image/avif",
      fetchPriority: "high",
    });
    const links: LinksFunction = () => [imagePreload(hero, "100vw")];
    expect(links()).toHaveLength(1);
  });
});
