import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { BrandMark } from "./brand-logo";
import type { Navigation, NavLink } from "./navigation";
import { SocialIcon } from "./social-icon";

const SOCIAL_NAMES = { facebook: "Facebook", instagram: "Instagram", linkedin: "LinkedIn" } as const;

export function SiteFooter({ nav }: { nav: Navigation }) {
  const { t } = useI18n();
  const company = nav.company;
  return (
    <footer className="bg-ocean-900 text-slate-300">
      <div className="mx-auto grid max-w-(--container-page) gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div>
          <Link to={nav.home} className="inline-flex items-center gap-3 text-white">
            <BrandMark className="size-10" />
            <span className="text-lg font-bold">{company.name}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{t("footer.description")}</p>
          <p className="mt-6 text-sm font-semibold text-white">{t("footer.followUs")}</p>
          <ul className="mt-3 flex gap-3" aria-label={t("footer.social")}>
            {company.social.map((item) => (
              <li key={item.network}>
                <a
                  href={item.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-600"
                >
                  <SocialIcon network={item.network} className="size-5" />
                  <span className="sr-only">
                    {SOCIAL_NAMES[item.network]} {t("common.opensInNewTab")}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title={t("footer.products")} links={nav.footerProducts} />
        <FooterLinks title={t("footer.quickLinks")} links={nav.quickLinks} />
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">{t("footer.contact")}</h2>
          <ul className="mt-4 grid gap-4 text-sm">
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                <span className="block text-slate-400">{t("footer.customerService")}</span>
                <a href={company.phone.href} className="text-white hover:underline">
                  {company.phone.display}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                <span className="block text-slate-400">{t("footer.email")}</span>
                <a href={`mailto:${company.email}`} className="text-white hover:underline">
                  {company.email}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                <span className="block text-slate-400">{t("footer.address")}</span>
                <a
                  href={company.mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-white hover:underline"
                >
                  {company.address}
                  <span className="sr-only"> {t("common.opensInNewTab")}</span>
                </a>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-(--container-page) px-6 py-5 text-sm text-slate-400">
          © {company.footerYear} {company.name}. {t("footer.rights")}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 grid gap-2.5 text-sm">
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <Link to={link.href} className="hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
