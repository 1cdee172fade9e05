/**
 * The name of the product a quote request is about, stored with the message and shown in
 * the e-mail's subject.
 *
 * The product catalogue (app/content/products.ts) is being written on another branch; until
 * it lands, no id is known and quote requests carry only the product id. When it does:
 *   import { products } from "~/content/products";
 *   return products.find((product) => product.id === id)?.name.en;
 */
export function findProductName(id: string): string | undefined {
  void id;
  return undefined;
}
