import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { BrandMark } from "./brand-logo";
import { ContactDetails } from "./contact-details";
import type { Navigation, NavLink } from "~/lib/navigation";
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
          <ContactDetails
            variant="footer"
            phone={company.phone}
            email={company.email}
            address={company.address}
            mapsUrl={company.mapsUrl}
            labels={{
              phone: t("footer.customerService"),
              email: t("footer.email"),
              address: t("footer.address"),
            }}
          />
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
