import { describe, expect, it } from "vitest";
import { specValueProblems } from "~/lib/specs/spec-values";
import { categories } from "./categories";
import { products } from "./products";

// The seed's specification values are the product texts' own (docs/content-review.md lists
// what the company fills in); these checks keep them fitting their categories' fields.
describe("the seed's specifications", () => {
  const fieldsOf = new Map(categories.map((category) => [category.id, category.specFields]));

  it("give every category its fields, two to four of them filterable", () => {
    for (const category of categories) {
      const filterable = (category.specFields ?? []).filter((field) => field.filterable);
      expect(filterable.length, category.id).toBeGreaterThanOrEqual(2);
      expect(filterable.length, category.id).toBeLessThanOrEqual(4);
    }
  });

  it("fit each product's values to its category's fields", () => {
    for (const product of products)
      expect(specValueProblems(fieldsOf.get(product.categoryId), product.specs), product.id).toEqual([]);
  });

  it("give filterable values to several products in more than one category", () => {
    const withFilterable = (categoryId: string) =>
      products.filter(
        (product) =>
          product.categoryId === categoryId &&
          product.specs?.some(
            (spec) => fieldsOf.get(categoryId)?.find((field) => field.id === spec.field)?.filterable,
          ),
      ).length;
    const categoriesWithSeveral = categories.filter((category) => withFilterable(category.id) >= 2);
    expect(categoriesWithSeveral.length).toBeGreaterThanOrEqual(2);
  });
});
