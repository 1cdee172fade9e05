// A request's products and files as the office, the team's e-mail and the CRM's event show
// them (ADR 026, ADR 032): the products in the buyer's order with the names they had then,
// the files by name, kind and size (their bytes stay in the database).
import { eq } from "drizzle-orm";
import type { Executor } from "~/.server/db/client";
import { contactAttachments, quoteItems } from "~/.server/db/schema";

/** One after the other: inside a transaction both run on its one connection. */
export async function requestParts(db: Pick<Executor, "select">, messageId: string) {
  const items = await db
    .select({
      productId: quoteItems.productId,
      productName: quoteItems.productName,
      quantity: quoteItems.quantity,
      note: quoteItems.note,
    })
    .from(quoteItems)
    .where(eq(quoteItems.messageId, messageId))
    .orderBy(quoteItems.position);
  const attachments = await db
    .select({
      id: contactAttachments.id,
      fileName: contactAttachments.fileName,
      kind: contactAttachments.kind,
      size: contactAttachments.size,
    })
    .from(contactAttachments)
    .where(eq(contactAttachments.messageId, messageId))
    .orderBy(contactAttachments.position);
  return { items, attachments };
}
