import { Document, type DocumentProps, Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { Locale } from "~/i18n/locales";
import type { SiteContent } from "~/lib/content/site-content";
import { datasheetContent } from "./coverage";
import type { ImageSource } from "./images";
import {
  ContactBlock,
  CONTENT_WIDTH,
  DocumentPage,
  documentWords,
  KeyFacts,
  Paragraphs,
  Picture,
  styles,
} from "./pdf-layout";

/** Gallery images a datasheet shows (the page has them all), beside the contact details. */
const DATASHEET_GALLERY = 2;

/**
 * One screening product's datasheet (one or two A4 pages): name, main image, key facts,
 * the page's three paragraphs, a few gallery images and the company's contact details.
 */
export async function datasheetDocument(
  content: SiteContent,
  productId: string,
  locale: Locale,
  images: ImageSource,
): Promise<ReactElement<DocumentProps>> {
  const words = documentWords(locale);
  const { company } = content;
  const { product, details, category } = datasheetContent(content, productId);
  const name = product.name[locale];
  const title = `${words("datasheet")}: ${name}`;
  const main = await images.get(details.mainImage, 640);
  const columnWidth = (CONTENT_WIDTH - 2 * 12) / 3;
  const gallery = await Promise.all(
    details.gallery
      .slice(0, DATASHEET_GALLERY)
      .map(async (item) => ({ item, image: await images.get(item, 320) })),
  );

  return (
    <Document
      title={title}
      author={company.name}
      subject={details.summary[locale] || category.title[locale]}
      creator={company.name}
      producer={company.name}
      language={locale}
    >
      <DocumentPage company={company} locale={locale} title={words("datasheet")} words={words}>
        <Text style={styles.kicker}>
          {words("datasheet")} · {words("category", { name: category.title[locale] })}
        </Text>
        <Text style={[styles.h1, { fontSize: 22, marginBottom: 12 }]}>{name}</Text>
        <View style={{ flexDirection: "row", gap: 16, marginBottom: 10 }}>
          <Picture image={main} width={250} />
          <View style={{ flex: 1 }}>
            <KeyFacts facts={details.keyFacts[locale]} words={words} />
          </View>
        </View>
        <Paragraphs texts={details.paragraphs[locale]} />
        <View style={{ flexDirection: "row", gap: 12, marginTop: 4 }} wrap={false}>
          {gallery.map(({ item, image }) => (
            <View key={item.src} style={{ width: columnWidth }}>
              <Picture image={image} width={columnWidth} />
              <Text style={styles.caption}>{item.title[locale]}</Text>
            </View>
          ))}
          <View style={{ flex: 1 }}>
            <ContactBlock company={company} locale={locale} words={words} compact />
          </View>
        </View>
      </DocumentPage>
    </Document>
  );
}
