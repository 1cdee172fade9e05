import { Document, type DocumentProps, Link, Text, View } from "@react-pdf/renderer";
import type { ReactElement, ReactNode } from "react";
import type { CatalogCard, GalleryImage } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import type { SiteContent } from "~/lib/content/site-content";
import { catalogContent, type CoveredCategory, type CoveredService } from "./coverage";
import type { ImageSource, PdfImage } from "./images";
import {
  ContactBlock,
  CONTENT_WIDTH,
  DocumentPage,
  documentWords,
  HeadedBlock,
  type DocumentWords,
  KeyFacts,
  Paragraphs,
  Picture,
  styles,
} from "./pdf-layout";

/**
 * A catalog of the Catalogs page as a PDF: cover, contents (with the page each section
 * starts on), then one section per chapter of its coverage (the company, each category
 * with its products, each service), the company's contact details on every page.
 */
export interface CatalogRender {
  /** The published content the catalog is drawn from. */
  content: SiteContent;
  locale: Locale;
  images: ImageSource;
  /** The page each section starts on, filled in while a document is laid out. */
  sectionPages: Map<string, number>;
}

interface Section {
  id: string;
  title: string;
  /** Further lines under the section's title in the contents. */
  detail?: string;
  body: ReactNode;
}

export async function catalogDocument(
  card: CatalogCard,
  render: CatalogRender,
): Promise<ReactElement<DocumentProps>> {
  const { locale } = render;
  const { company } = render.content;
  const words = documentWords(locale);
  const content = catalogContent(render.content, card.id);
  const title = card.title[locale];
  const sections: Section[] = [];
  if (content.coverage.company) sections.push(...(await companySections(render, words)));
  for (const entry of content.categories) sections.push(await categorySection(entry, render, words));
  for (const entry of content.services) {
    sections.push(await serviceSection(entry, content.coverage.fullGalleries, render, words));
  }
  const cover = await render.images.get(card.cover, 600);

  return (
    <Document
      title={title}
      author={company.name}
      subject={card.description[locale]}
      creator={company.name}
      producer={company.name}
      language={locale}
      pageMode="useOutlines"
    >
      <DocumentPage company={company} locale={locale} title={title} words={words} header={false}>
        <Text style={styles.kicker}>{company.name}</Text>
        <Text style={[styles.h1, { marginBottom: 10 }]}>{title}</Text>
        <Text style={[styles.lead, { marginBottom: 18 }]}>{card.description[locale]}</Text>
        <View style={{ flexDirection: "row", alignItems: "flex-end", gap: 20 }}>
          <Picture image={cover} width={250} />
          <View style={{ flex: 1 }}>
            <ContactBlock company={company} locale={locale} words={words} />
          </View>
        </View>
      </DocumentPage>
      <DocumentPage company={company} locale={locale} title={title} words={words}>
        <Text style={[styles.h2, { marginBottom: 16 }]}>{words("contents")}</Text>
        {sections.map((section, index) => (
          <View key={section.id} wrap={false}>
            <View style={styles.tocRow}>
              <Link src={`#${section.id}`} style={styles.tocLink}>
                <Text style={styles.tocNumber}>{index + 1}</Text>
                <Text style={styles.tocTitle}>{section.title}</Text>
              </Link>
              <Text
                style={styles.tocPage}
                render={({ totalPages }) =>
                  totalPages ? String(render.sectionPages.get(section.id) ?? "") : ""
                }
              />
            </View>
            {section.detail && <Text style={styles.tocSub}>{section.detail}</Text>}
          </View>
        ))}
      </DocumentPage>
      {sections.map((section, index) => (
        <DocumentPage
          key={section.id}
          company={company}
          locale={locale}
          title={title}
          words={words}
          bookmark={section.title}
        >
          <View id={section.id}>
            <Text
              style={{ fontSize: 1, color: "#ffffff" }}
              render={({ pageNumber }) => {
                render.sectionPages.set(section.id, pageNumber);
                return " ";
              }}
            />
            <Text style={styles.h2}>{section.title}</Text>
          </View>
          {section.body}
          {index === sections.length - 1 && (
            <View style={{ marginTop: 18 }} wrap={false}>
              <Text style={[styles.small, { marginBottom: 6 }]}>{words("moreOnline")}</Text>
              <ContactBlock company={company} locale={locale} words={words} />
            </View>
          )}
        </DocumentPage>
      ))}
    </Document>
  );
}

async function companySections(render: CatalogRender, words: DocumentWords): Promise<Section[]> {
  const { locale, images } = render;
  const { about } = render.content;
  const {
    intro: certificatesIntro,
    standards: certificateStandards,
    tiles: certificateTiles,
  } = render.content.certificates;
  const hero = await images.get(about.hero, 800);
  const technology = await images.get(about.technology.image, 400);
  const certificates = await Promise.all(
    certificateTiles.map(async (tile) => ({
      tile,
      image: await images.get(tile.image, 300),
    })),
  );
  const tileWidth = (CONTENT_WIDTH - 3 * 12) / 4;
  return [
    {
      id: "company",
      title: words("company"),
      detail: about.headline[locale],
      body: (
        <>
          <Text style={[styles.h3, { fontSize: 14 }]}>{about.headline[locale]}</Text>
          <Text style={[styles.lead, { marginBottom: 10 }]}>{about.intro[locale]}</Text>
          <Picture image={hero} width={CONTENT_WIDTH} style={{ marginBottom: 12 }} />
          <View style={{ flexDirection: "row", gap: 12, marginBottom: 14 }} wrap={false}>
            {about.tiles.map((tile) => (
              <View key={tile.id} style={[styles.factsBox, { flex: 1, marginBottom: 0 }]}>
                <Text style={[styles.h2, { marginBottom: 0 }]}>{tile.value}</Text>
                <Text style={styles.small}>{tile.label[locale]}</Text>
              </View>
            ))}
          </View>
          <Text style={styles.h3}>{about.greenFuture.heading[locale]}</Text>
          <Paragraphs texts={about.greenFuture.paragraphs[locale]} />
          <View wrap={false}>
            <Text style={[styles.h3, { marginTop: 6 }]}>{about.technology.heading[locale]}</Text>
            <View style={{ flexDirection: "row", gap: 16 }}>
              <View style={{ flex: 1 }}>
                <Text style={styles.h4}>{about.technology.missionTab[locale]}</Text>
                <Paragraphs texts={about.technology.mission[locale]} />
                <Text style={styles.h4}>{about.technology.visionTab[locale]}</Text>
                <Paragraphs texts={about.technology.vision[locale]} />
              </View>
              <Picture image={technology} width={170} />
            </View>
          </View>
        </>
      ),
    },
    {
      id: "certificates",
      title: words("certificates"),
      detail: certificateStandards.map((standard) => standard.code).join(", "),
      body: (
        <>
          <Text style={[styles.lead, { marginBottom: 10 }]}>{certificatesIntro.text[locale]}</Text>
          {certificateStandards.map((standard) => (
            <View key={standard.id} wrap={false} style={{ marginBottom: 6 }}>
              <Text style={styles.h4}>
                {standard.code}: {standard.name[locale]}
              </Text>
              <Text style={styles.paragraph}>{standard.description[locale]}</Text>
            </View>
          ))}
          <View style={{ flexDirection: "row", gap: 12, marginTop: 10 }} wrap={false}>
            {certificates.map(({ tile, image }) => (
              <View key={tile.id} style={{ width: tileWidth }}>
                <Picture image={image} width={tileWidth} />
                <Text style={styles.caption}>{tile.caption[locale]}</Text>
              </View>
            ))}
          </View>
        </>
      ),
    },
  ];
}

async function categorySection(
  entry: CoveredCategory,
  render: CatalogRender,
  words: DocumentWords,
): Promise<Section> {
  const { locale, images } = render;
  const detailed = entry.products.filter((item) => item.details);
  const plain = entry.products.filter((item) => !item.details);
  const cardWidth = (CONTENT_WIDTH - 2 * 14) / 3;
  const detailedBlocks = await Promise.all(
    detailed.map(async ({ product, details }) => ({
      product,
      details: details!,
      image: await images.get(details!.mainImage, 480),
    })),
  );
  const plainCards = await Promise.all(
    plain.map(async ({ product }) => ({
      product,
      image: await images.get(product.image, 320),
    })),
  );
  return {
    id: `category-${entry.category.id}`,
    title: entry.category.title[locale],
    detail: entry.products.map(({ product }) => product.name[locale]).join(", "),
    body: (
      <>
        <Text style={[styles.lead, { marginBottom: 12 }]}>{entry.category.summary[locale]}</Text>
        {detailedBlocks.map(({ product, details, image }) => (
          <View key={product.id} style={{ marginBottom: 8 }}>
            <View wrap={false}>
              <Text style={styles.h3}>{product.name[locale]}</Text>
              <View style={{ flexDirection: "row", gap: 14, marginBottom: 6 }}>
                <Picture image={image} width={200} />
                <View style={{ flex: 1 }}>
                  <KeyFacts facts={details.keyFacts[locale]} words={words} />
                </View>
              </View>
            </View>
            <Paragraphs texts={details.paragraphs[locale]} />
          </View>
        ))}
        {plainCards.length > 0 && (
          <View style={{ flexDirection: "row", flexWrap: "wrap", gap: 14 }}>
            {plainCards.map(({ product, image }) => (
              <View key={product.id} style={{ width: cardWidth, marginBottom: 6 }} wrap={false}>
                <Picture image={image} width={cardWidth} />
                <Text style={[styles.h4, { marginTop: 4 }]}>{product.name[locale]}</Text>
              </View>
            ))}
          </View>
        )}
      </>
    ),
  };
}

async function serviceSection(
  entry: CoveredService,
  fullGallery: boolean,
  render: CatalogRender,
  words: DocumentWords,
): Promise<Section> {
  const { locale, images } = render;
  const { service, details } = entry;
  const hero = await images.get(service.hero, 800);
  const galleryItems = fullGallery ? details.gallery : details.gallery.slice(0, 2);
  const galleryWidth = (CONTENT_WIDTH - 14) / 2;
  const gallery = await Promise.all(
    galleryItems.map(async (item) => ({ item, image: await images.get(item, 480) })),
  );
  const galleryRow = { flexDirection: "row", flexWrap: "wrap", gap: 14 } as const;
  const tile = (entry: (typeof gallery)[number]) => (
    <GalleryTile key={entry.item.src} {...entry} width={galleryWidth} locale={locale} full={fullGallery} />
  );
  return {
    id: `service-${service.id}`,
    title: service.title[locale],
    detail: details.tagline[locale],
    body: (
      <>
        <Text style={[styles.lead, { marginBottom: 10 }]}>{details.tagline[locale]}</Text>
        <Picture image={hero} width={CONTENT_WIDTH} style={{ marginBottom: 12 }} />
        <Paragraphs texts={details.intro[locale]} />
        {details.sections.map((section, index) => (
          <HeadedBlock
            key={index}
            heading={section.heading[locale]}
            paragraphs={section.paragraphs?.[locale]}
            bullets={section.bullets?.[locale]}
          />
        ))}
        {details.closing && (
          <Text style={[styles.paragraph, { fontFamily: "Helvetica-Bold" }]}>{details.closing[locale]}</Text>
        )}
        {gallery.length > 0 && (
          <View style={{ marginTop: 6 }}>
            {/* The heading never ends a page alone: it keeps the first row of images with it. */}
            <View wrap={false} style={galleryRow}>
              <Text style={[styles.h3, { width: CONTENT_WIDTH }]}>{words("gallery")}</Text>
              {gallery.slice(0, 2).map(tile)}
            </View>
            <View style={galleryRow}>{gallery.slice(2).map(tile)}</View>
          </View>
        )}
      </>
    ),
  };
}

function GalleryTile({
  item,
  image,
  width,
  locale,
  full,
}: {
  item: GalleryImage;
  image: PdfImage;
  width: number;
  locale: Locale;
  full: boolean;
}) {
  return (
    <View style={{ width, marginBottom: 8 }} wrap={false}>
      <Picture image={image} width={width} />
      <Text style={[styles.h4, { marginTop: 4, marginBottom: 1 }]}>{item.title[locale]}</Text>
      {full && item.description && <Text style={styles.small}>{item.description[locale]}</Text>}
    </View>
  );
}
