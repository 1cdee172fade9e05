import { ArrowRight } from "~/components/ui/page-icons";
import { Link } from "react-router";
import { ChoiceTabs } from "~/components/ui/choice-tabs";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useI18n } from "~/i18n/i18n-context";
import { CategoryCarousel } from "./category-carousel";
import type { HomeData } from "./home-data";
import { PolicySlider } from "./policy-slider";
import { WorldMap } from "./world-map";

/*
 * Everything between the hero and the news, in the spec's order, in two parts that the
 * route loads lazily and hydrates as each nears the viewport: not part of the page's
 * first-load JavaScript.
 */

/** The company block and the full-width banner. */
export function CompanySections({ data }: { data: HomeData }) {
  return (
    <>
      <CompanyBlock data={data} />
      <Banner image={data.banner} />
    </>
  );
}

/** Design · Engineering · Manufacturing with its carousel, values, policies, world map. */
export function FeatureSections({ data }: { data: HomeData }) {
  return (
    <>
      <Manufacturing data={data.manufacturing} />
      <ValuesBlock values={data.values} />
      <PolicySlider policies={data.policies} />
      <WorldMap map={data.map} />
    </>
  );
}

const heading = "mt-3 section-heading text-slate-900";

function CompanyBlock({ data }: { data: HomeData }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="company-title"
      className="page-container grid gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:items-center"
    >
      <div>
        <p className="eyebrow text-brand-700">{t("company.eyebrow", { year: data.operatingSince })}</p>
        <h2 id="company-title" className={heading}>
          {t("company.title")}
        </h2>
        <p className="mt-6 text-[1.05rem] leading-relaxed text-slate-700">{data.company.description}</p>
        <Link
          to={data.links.about}
          className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {t("company.learnMore")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        {data.company.stats.map((stat) => (
          <div
            key={stat.id}
            className="flex flex-col-reverse justify-end rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-7"
          >
            <dt className="mt-2 font-semibold text-slate-700">{t(`company.stats.${stat.id}`)}</dt>
            <dd className="text-[1.65rem] leading-tight font-bold tracking-tight text-brand-800 sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Banner({ image }: { image: HomeData["banner"] }) {
  return (
    <ResponsiveImage
      image={image}
      sizes="100vw"
      className="block bg-slate-200"
      imgClassName="h-auto w-full"
    />
  );
}

function Manufacturing({ data }: { data: HomeData["manufacturing"] }) {
  const { t } = useI18n();
  const words = [t("manufacturing.design"), t("manufacturing.engineering"), t("manufacturing.manufacturing")];
  return (
    <section
      aria-labelledby="manufacturing-title"
      className="page-container grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_1.5fr] lg:items-center"
    >
      <div>
        <p className="eyebrow text-brand-700">{t("manufacturing.eyebrow")}</p>
        <h2
          id="manufacturing-title"
          className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
        >
          {words.map((word, i) => (
            <span key={word} className="lg:block">
              {i > 0 ? <span className="text-brand-500 lg:hidden"> · </span> : null}
              {word}
            </span>
          ))}
        </h2>
        <p className="mt-6 text-[1.05rem] leading-relaxed text-slate-700">{data.intro}</p>
      </div>
      <CategoryCarousel categories={data.categories} />
    </section>
  );
}

function ValuesBlock({ values }: { values: HomeData["values"] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="values-title" className="bg-slate-50">
      <div className="page-container grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <p className="eyebrow text-brand-700">{t("values.eyebrow")}</p>
          <h2 id="values-title" className={heading}>
            {t("values.title")}
          </h2>
          <ChoiceTabs
            className="mt-8"
            label={t("values.title")}
            tabs={[
              {
                id: "policies",
                label: t("values.policiesTab"),
                content: <Intro text={values.policiesIntro} />,
              },
              { id: "values", label: t("values.valuesTab"), content: <Intro text={values.valuesIntro} /> },
            ]}
          />
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {values.cards.map((card, i) => (
            <li key={card.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span aria-hidden="true" className="text-sm font-bold text-brand-600 tabular-nums">
                0{i + 1}
              </span>
              <h3 className="mt-2 text-lg font-bold text-slate-900">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Intro({ text }: { text: string }) {
  return <p className="text-[1.05rem] leading-relaxed text-slate-700">{text}</p>;
}

export function GreenBanner({ data }: { data: HomeData }) {
  const { t } = useI18n();
  const button = "pill px-7 py-3.5";
  return (
    <section
      aria-labelledby="green-title"
      className="bg-linear-to-br from-brand-700 via-brand-800 to-ocean-800 text-white"
    >
      <div className="page-container flex flex-col gap-8 py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="green-title" className="section-heading">
            {t("green.title")}
          </h2>
          <p className="mt-4 text-lg text-brand-50">{data.green.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={data.links.contact} className={`${button} bg-white text-brand-800 hover:bg-brand-50`}>
            {t("green.contact")}
          </Link>
          <Link to={data.links.catalogs} className={`${button} ring-2 ring-white/70 hover:bg-white/10`}>
            {t("green.catalogs")}
          </Link>
        </div>
      </div>
    </section>
  );
}
