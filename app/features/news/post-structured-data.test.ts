import { describe, expect, it } from "vitest";
import { newsArticle } from "./post-structured-data";

describe("a post's NewsArticle", () => {
  const input = {
    headline: "Houston office opens",
    description: "Closer to customers.",
    image: "/images/news/default-960.webp",
    path: "/es/centro-de-medios/publicacion/fde1b88e-5473-496c-8061-a7bee77eee61",
    datePublished: "2024-03-12T14:00:00.000Z",
    dateModified: "2024-03-13T09:00:00.000Z",
    inLanguage: "es",
    organization: "Akvaris Water Technologies",
    origin: "https://www.example.com",
  };

  it("names the article, its page, dates, language and the company, with absolute addresses", () => {
    expect(newsArticle(input)).toEqual({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Houston office opens",
      description: "Closer to customers.",
      image: ["https://www.example.com/images/news/default-960.webp"],
      datePublished: "2024-03-12T14:00:00.000Z",
      dateModified: "2024-03-13T09:00:00.000Z",
      inLanguage: "es",
      author: expect.objectContaining({ "@id": "https://www.example.com/#organization" }),
      publisher: expect.objectContaining({
        "@type": "Organization",
        name: "Akvaris Water Technologies",
        logo: { "@type": "ImageObject", url: "https://www.example.com/favicon.svg" },
      }),
      mainEntityOfPage: {
        "@type": "WebPage",
        "@id": "https://www.example.com/es/centro-de-medios/publicacion/fde1b88e-5473-496c-8061-a7bee77eee61",
      },
      url: "https://www.example.com/es/centro-de-medios/publicacion/fde1b88e-5473-496c-8061-a7bee77eee61",
    });
  });

  it("keeps the headline within the 110 characters search engines read", () => {
    const long = newsArticle({ ...input, headline: "x".repeat(200) }).headline;
    expect(long).toHaveLength(110);
    expect(long.endsWith("…")).toBe(true);
  });
});
