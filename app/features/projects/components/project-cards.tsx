import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { MapPin } from "~/components/ui/icons";
import { Factory } from "~/components/ui/plant-icon";
import { useI18n } from "~/i18n/i18n-context";
import type { ProjectCard } from "../project-types";

/** References as cards: picture, title (the link), place, client, year and capacity. */
export function ProjectCards({
  projects,
  headingLevel = "h2",
}: {
  projects: ProjectCard[];
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useI18n();
  const Heading = headingLevel;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-project-cards>
      {projects.map((project) => (
        <li
          key={project.id}
          data-project={project.id}
          className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg"
        >
          {project.image ? (
            <ResponsiveImage
              image={project.image}
              sizes="(min-width: 1280px) 24rem, (min-width: 640px) 45vw, 90vw"
              imgClassName="aspect-4/3 h-auto w-full object-cover"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex aspect-4/3 items-center justify-center bg-linear-to-br from-ocean-800 to-brand-700"
            >
              <Factory className="size-14 text-white/70" />
            </div>
          )}
          <div className="flex flex-1 flex-col gap-2 p-5">
            {project.featured ? <p className="eyebrow text-brand-700">{t("projects.featured")}</p> : null}
            <Heading className="text-lg leading-snug font-bold text-slate-900">
              <Link
                to={project.href}
                className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
              >
                {project.title}
              </Link>
            </Heading>
            <p className="flex items-start gap-1.5 text-sm text-slate-700">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {project.place}
            </p>
            <p className="text-sm text-slate-700">{project.summary}</p>
            <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-slate-200 pt-3 text-sm">
              <div>
                <dt className="text-xs text-slate-600">{t("projects.client")}</dt>
                <dd className="font-semibold text-slate-900">{project.client}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">{t("projects.commissioned")}</dt>
                <dd className="font-semibold text-slate-900">{project.year}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">{t("projects.capacity")}</dt>
                <dd className="font-semibold text-slate-900">{project.capacity}</dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
