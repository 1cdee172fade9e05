import { describe, expect, it } from "vitest";
import { seedSiteContent } from "~/.server/content/seed-items";
import type { Project } from "~/lib/content/site-content";
import { plantsInOperation } from "./plants-in-operation.server";

const { products } = seedSiteContent();

/** A project reference with what a test gives. */
function reference(id: string, country: Project["country"], fields: Partial<Project> = {}): Project {
  return {
    id,
    slug: { en: id, es: id },
    title: { en: id, es: id },
    summary: { en: "A plant.", es: "Una planta." },
    body: { en: "", es: "" },
    clientType: "municipal",
    country,
    city: { en: "City", es: "Ciudad" },
    year: 2020,
    capacity: 1_000,
    products: [],
    services: [],
    photos: [],
    meta: undefined,
    ...fields,
  };
}

const drum = { products: [{ productId: "drum-screen", quantity: 1 }] };
const sieve = { products: [{ productId: "micro-disk-sieve", quantity: 2 }] };

describe("in operation at N plants", () => {
  it("counts the references naming a product, in the page's language, linked to the listing filtered by it", () => {
    const projects = [reference("a", "MX", drum), reference("b", "TR", drum), reference("c", "TR", drum)];
    expect(plantsInOperation({ product: "drum-screen" }, { projects, products }, "en")).toEqual({
      text: "In operation at 3 plants in 2 countries",
      href: "/projects?product=drum-screen",
    });
    expect(plantsInOperation({ product: "drum-screen" }, { projects, products }, "es")).toEqual({
      text: "En funcionamiento en 3 plantas de 2 países",
      href: "/es/proyectos?product=drum-screen",
    });
  });

  it("says one country and one plant in their own words", () => {
    const twoInOne = [reference("a", "MX", drum), reference("b", "MX", drum)];
    expect(plantsInOperation({ product: "drum-screen" }, { projects: twoInOne, products }, "en")?.text).toBe(
      "In operation at 2 plants in 1 country",
    );
    const one = [reference("a", "MX", drum)];
    expect(plantsInOperation({ product: "drum-screen" }, { projects: one, products }, "es")?.text).toBe(
      "En funcionamiento en 1 planta de 1 país",
    );
  });

  it("counts a category's references by its products, and a service's by the service", () => {
    const projects = [
      reference("a", "MX", sieve),
      reference("b", "TR", drum),
      reference("c", "DE", { services: ["odor-treatment"] }),
    ];
    expect(plantsInOperation({ category: "sieve-and-filters" }, { projects, products }, "en")).toEqual({
      text: "In operation at 1 plant in 1 country",
      href: "/projects?category=sieve-and-filters",
    });
    expect(plantsInOperation({ service: "odor-treatment" }, { projects }, "es")).toEqual({
      text: "En funcionamiento en 1 planta de 1 país",
      href: "/es/proyectos?service=odor-treatment",
    });
  });

  it("has no line when no reference names it (a product since unpublished counts in no category)", () => {
    const projects = [reference("a", "MX", drum)];
    expect(plantsInOperation({ product: "basket-screen" }, { projects, products }, "en")).toBeUndefined();
    expect(plantsInOperation({ service: "odor-treatment" }, { projects }, "en")).toBeUndefined();
    const withoutDrum = products.filter((product) => product.id !== "drum-screen");
    expect(
      plantsInOperation({ category: "screening-equipment" }, { projects, products: withoutDrum }, "en"),
    ).toBeUndefined();
    expect(plantsInOperation({ category: "screening-equipment" }, { projects, products }, "en")?.text).toBe(
      "In operation at 1 plant in 1 country",
    );
  });
});
