import { Document, type DocumentProps, Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { specWords } from "~/lib/specs/spec-words";
import type { MessageKey } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";
import { specCell, type SpecField, type SpecValue } from "~/lib/specs/spec-values";
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
 * the page's three paragraphs, its specifications (when its category defines fields), a few
 * gallery images and the company's contact details.
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
        <Specifications fields={category.specFields} specs={product.specs} locale={locale} />
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

const TABLE_RULE = "#cbd5e1";

/**
 * The specifications as a two-column table, in the category's order: metric figures, with the
 * US customary ones in brackets where they differ (a datasheet is read in both systems and
 * cannot ask which), and "On request" where the product has no value.
 */
function Specifications({
  fields,
  specs,
  locale,
}: {
  fields: readonly SpecField[] | undefined;
  specs: readonly SpecValue[] | undefined;
  locale: Locale;
}) {
  if (!fields?.length) return null;
  const t = (key: MessageKey) => serverT(locale, key);
  const words = specWords(t);
  const rows = fields.map((field) => {
    const value = specs?.find((spec) => spec.field === field.id);
    const metric = specCell(field, value, locale, "metric", words).text;
    const us = specCell(field, value, locale, "us", words).text;
    return {
      id: field.id,
      name: field.name[locale] || field.name.en,
      text: metric === undefined ? t("specs.onRequest") : us && us !== metric ? `${metric} (${us})` : metric,
      converted: metric !== undefined && us !== undefined && us !== metric,
    };
  });
  return (
    <View style={{ marginTop: 4, marginBottom: 10 }}>
      <Text style={styles.h3} minPresenceAhead={40}>
        {t("specs.title")}
      </Text>
      <View style={{ borderTopWidth: 1, borderTopColor: TABLE_RULE }}>
        {rows.map((row) => (
          <View
            key={row.id}
            wrap={false}
            style={{
              flexDirection: "row",
              borderBottomWidth: 0.5,
              borderBottomColor: TABLE_RULE,
              paddingVertical: 2.5,
            }}
          >
            <Text style={{ width: "42%", paddingRight: 8, fontFamily: "Helvetica-Bold", fontSize: 9 }}>
              {row.name}
            </Text>
            <Text style={{ flex: 1, fontSize: 9 }}>{row.text}</Text>
          </View>
        ))}
      </View>
      {rows.some((row) => row.converted) ? (
        <Text style={styles.caption}>{t("specs.usInBrackets")}</Text>
      ) : null}
    </View>
  );
}
