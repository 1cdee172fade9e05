import { products } from "~/content/products";

/**
 * The name of the product a quote request is about, stored with the message and shown in
 * the e-mail's subject (in English: the team reads the mail in English).
 */
export function findProductName(id: string): string | undefined {
  return products.find((product) => product.id === id)?.name.en;
}
