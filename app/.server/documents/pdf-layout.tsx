import { Font, Image, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { parseInline, type InlineToken } from "~/lib/content/inline-text";
import type { ComponentProps, ReactNode } from "react";
import { formatAddress, type Company } from "~/lib/content/site-content";
import { translate } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";
import { dictionaries } from "~/i18n/messages.server";
import type { PdfImage } from "./images";

/**
 * The parts every generated document is made of: an A4 page with the company's contact
 * details in its footer, headings, paragraphs, lists and images. Helvetica, one of the
 * standard PDF fonts: nothing to embed, and its encoding covers Spanish.
 */
const BRAND = "#0e6161";
const BRAND_LIGHT = "#eefbfa";
const OCEAN = "#0b2a45";
const TEXT = "#1e293b";
const MUTED = "#475569";

// Words are not split at line ends: react-pdf's hyphenation knows English only (it would
// split Spanish words wrongly), and skipping it makes the layout several times faster.
Font.registerHyphenationCallback((word) => [word]);

/**
 * Line height of running text. Set on text styles, with their font size (react-pdf reads a
 * line height against the style's own size), never on a page or a box around a page-number
 * text: react-pdf 4.9 draws no text for a `render` text that has a line height.
 */
const BODY_LINE = 1.45;

/** Points: A4 is 595 x 842. */
export const PAGE_MARGIN_X = 48;
export const CONTENT_WIDTH = 595 - 2 * PAGE_MARGIN_X;

export const styles = StyleSheet.create({
  page: {
    fontFamily: "Helvetica",
    fontSize: 10,
    color: TEXT,
    paddingTop: 64,
    paddingBottom: 72,
    paddingHorizontal: PAGE_MARGIN_X,
  },
  header: {
    position: "absolute",
    top: 24,
    left: PAGE_MARGIN_X,
    right: PAGE_MARGIN_X,
    flexDirection: "row",
    justifyContent: "space-between",
    borderBottomWidth: 1,
    borderBottomColor: BRAND,
    paddingBottom: 6,
    fontSize: 8,
    color: MUTED,
  },
  headerCompany: { fontFamily: "Helvetica-Bold", color: BRAND },
  footerContact: {
    position: "absolute",
    bottom: 28,
    left: PAGE_MARGIN_X,
    right: PAGE_MARGIN_X + 90,
    fontSize: 7.5,
    lineHeight: 1.35,
    color: MUTED,
  },
  footerPage: {
    position: "absolute",
    bottom: 28,
    right: PAGE_MARGIN_X,
    width: 90,
    textAlign: "right",
    fontSize: 7.5,
    color: MUTED,
  },
  h1: { fontFamily: "Helvetica-Bold", fontSize: 26, lineHeight: 1.2, color: OCEAN },
  h2: { fontFamily: "Helvetica-Bold", fontSize: 17, lineHeight: 1.25, color: OCEAN, marginBottom: 8 },
  h3: { fontFamily: "Helvetica-Bold", fontSize: 12.5, lineHeight: 1.3, color: BRAND, marginBottom: 4 },
  h4: { fontFamily: "Helvetica-Bold", fontSize: 10.5, color: OCEAN, marginBottom: 3 },
  kicker: {
    fontFamily: "Helvetica-Bold",
    fontSize: 8.5,
    letterSpacing: 1,
    color: BRAND,
    textTransform: "uppercase",
    marginBottom: 4,
  },
  lead: { fontSize: 11.5, lineHeight: 1.5, color: MUTED },
  paragraph: { marginBottom: 7, fontSize: 10, lineHeight: BODY_LINE },
  small: { fontSize: 8.5, lineHeight: BODY_LINE, color: MUTED },
  bulletRow: { flexDirection: "row", marginBottom: 3 },
  bulletMark: { width: 12, color: BRAND, fontFamily: "Helvetica-Bold" },
  bulletText: { flex: 1, fontSize: 10, lineHeight: BODY_LINE },
  factsBox: {
    backgroundColor: BRAND_LIGHT,
    borderLeftWidth: 3,
    borderLeftColor: BRAND,
    padding: 10,
    marginBottom: 10,
  },
  image: { borderRadius: 3 },
  caption: { fontSize: 8, color: MUTED, marginTop: 3 },
  rule: { borderBottomWidth: 1, borderBottomColor: "#e2e8f0", marginVertical: 12 },
  contactBox: {
    backgroundColor: OCEAN,
    color: "#ffffff",
    padding: 14,
    borderRadius: 3,
    fontSize: 10,
    lineHeight: BODY_LINE,
  },
  contactTitle: { fontFamily: "Helvetica-Bold", fontSize: 11, marginBottom: 4 },
  link: { color: "#ffffff", textDecoration: "none" },
  tocRow: { flexDirection: "row", alignItems: "flex-end", marginBottom: 6 },
  tocLink: { color: TEXT, textDecoration: "none", flexDirection: "row", flex: 1 },
  tocNumber: { width: 22, color: BRAND, fontFamily: "Helvetica-Bold" },
  tocTitle: { flex: 1 },
  tocPage: { width: 30, textAlign: "right", color: MUTED },
  tocSub: { paddingLeft: 22, fontSize: 8.5, color: MUTED, marginTop: -3, marginBottom: 6 },
});

/** A react-pdf style (one, or a list to merge). */
export type PdfStyle = NonNullable<ComponentProps<typeof View>["style"]>;

/** A document's words in its language (the dictionaries' "documents" group). */
export function documentWords(locale: Locale) {
  return (key: string, values?: Record<string, string | number>) =>
    translate(dictionaries[locale], `documents.${key}`, values);
}
export type DocumentWords = ReturnType<typeof documentWords>;

/** One line of the company's contact details, as every page's footer shows them. */
export function contactLine(company: Company, locale: Locale): string {
  return `${company.name}  ·  ${company.phone.display}  ·  ${company.email}  ·  ${formatAddress(company, locale)}`;
}

export function DocumentPage({
  company,
  locale,
  title,
  words,
  header = true,
  bookmark,
  children,
}: {
  locale: Locale;
  title: string;
  words: DocumentWords;
  header?: boolean;
  /** The page's entry in the PDF's outline (the viewer's side panel). */
  bookmark?: string;
  children: ReactNode;
  company: Company;
}) {
  return (
    <Page size="A4" style={styles.page} bookmark={bookmark ? { title: bookmark, fit: true } : undefined}>
      {header && (
        <View style={styles.header} fixed>
          <Text style={styles.headerCompany}>{company.name}</Text>
          <Text>{title}</Text>
        </View>
      )}
      {children}
      <Text style={styles.footerContact} fixed>
        {contactLine(company, locale)}
      </Text>
      <Text
        style={styles.footerPage}
        fixed
        render={({ pageNumber, totalPages }) => words("page", { page: pageNumber, pages: totalPages })}
      />
    </Page>
  );
}

/** A content image at a width in points (its height follows the image's own shape). */
export function Picture({ image, width, style }: { image: PdfImage; width: number; style?: PdfStyle }) {
  return (
    <Image
      src={{ data: image.data, format: "jpg" }}
      style={[styles.image, { width, height: (width * image.height) / image.width }, style ?? {}]}
    />
  );
}

export function Paragraphs({ texts, style }: { texts: readonly string[]; style?: PdfStyle }) {
  return (
    <>
      {texts.map((text, index) => (
        <Text key={index} style={[styles.paragraph, style ?? {}]}>
          <InlineRuns tokens={parseInline(text)} />
        </Text>
      ))}
    </>
  );
}

/**
 * A paragraph's inline markup (ADR 023) in the PDF: bold and italic as Helvetica's own faces,
 * a link's text as it reads (the address is the site's business, not the paper's).
 */
function InlineRuns({
  tokens,
  bold = false,
  italic = false,
}: {
  tokens: InlineToken[];
  bold?: boolean;
  italic?: boolean;
}) {
  return (
    <>
      {tokens.map((token, index) => {
        if (token.type === "text") {
          if (!bold && !italic) return token.text;
          const face = `Helvetica${bold ? "-Bold" : ""}${italic ? (bold ? "Oblique" : "-Oblique") : ""}`;
          return (
            <Text key={index} style={{ fontFamily: face }}>
              {token.text}
            </Text>
          );
        }
        return (
          <InlineRuns
            key={index}
            tokens={token.children}
            bold={bold || token.type === "strong"}
            italic={italic || token.type === "em"}
          />
        );
      })}
    </>
  );
}

export function Bullets({ items, spacing = 6 }: { items: readonly string[]; spacing?: number }) {
  return (
    <View style={{ marginBottom: spacing }}>
      {items.map((item, index) => (
        <View key={index} style={styles.bulletRow} wrap={false}>
          <Text style={styles.bulletMark}>•</Text>
          <Text style={styles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

export function KeyFacts({ facts, words }: { facts: readonly string[]; words: DocumentWords }) {
  return (
    <View style={styles.factsBox} wrap={false}>
      <Text style={styles.h4}>{words("keyFacts")}</Text>
      <Bullets items={facts} />
    </View>
  );
}

/** The company's contact details as a block (cover, datasheet, closing page). */
export function ContactBlock({
  company,
  locale,
  words,
  compact = false,
}: {
  locale: Locale;
  words: DocumentWords;
  /** A smaller block, with the line inviting questions (a datasheet's side column). */
  compact?: boolean;
  company: Company;
}) {
  return (
    <View style={[styles.contactBox, compact ? { padding: 10, fontSize: 8.5 } : {}]} wrap={false}>
      {compact && <Text style={{ marginBottom: 4 }}>{words("moreOnline")}</Text>}
      <Text style={styles.contactTitle}>
        {words("contact")}: {company.name}
      </Text>
      <Text>
        {words("phone")}:{" "}
        <Link src={company.phone.href} style={styles.link}>
          {company.phone.display}
        </Link>
      </Text>
      <Text>
        {words("email")}:{" "}
        <Link src={`mailto:${company.email}`} style={styles.link}>
          {company.email}
        </Link>
      </Text>
      <Text>
        {words("address")}: {formatAddress(company, locale)}
      </Text>
    </View>
  );
}

/**
 * A titled block of paragraphs and/or a list. Its heading is kept with the first line of
 * what follows, so a heading never ends a page alone.
 */
export function HeadedBlock({
  heading,
  paragraphs = [],
  bullets = [],
}: {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
}) {
  const [firstParagraph, ...moreParagraphs] = paragraphs;
  const [firstBullet, ...moreBullets] = firstParagraph === undefined ? bullets : [];
  return (
    <View style={{ marginTop: 4 }}>
      <View wrap={false}>
        <Text style={styles.h3}>{heading}</Text>
        {firstParagraph !== undefined && <Paragraphs texts={[firstParagraph]} />}
        {firstBullet !== undefined && <Bullets items={[firstBullet]} spacing={0} />}
      </View>
      {moreParagraphs.length > 0 && <Paragraphs texts={moreParagraphs} />}
      {firstParagraph === undefined
        ? moreBullets.length > 0 && <Bullets items={moreBullets} />
        : bullets.length > 0 && <Bullets items={bullets} />}
    </View>
  );
}
