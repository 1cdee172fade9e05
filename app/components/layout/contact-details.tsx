import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";

const STYLES = {
  footer: {
    list: "mt-4 grid gap-4 text-sm",
    item: "flex gap-3",
    icon: "mt-0.5 size-4 shrink-0 text-brand-300",
    label: "block text-slate-400",
    link: "text-white hover:underline",
  },
  page: {
    list: "mt-6 grid gap-5",
    item: "flex gap-4",
    icon: "mt-1 size-5 shrink-0 text-brand-700",
    label: "block text-sm text-slate-500",
    link: "font-semibold text-slate-900 hover:underline",
  },
} as const;

/**
 * The company's phone, e-mail and street address (to a maps search, in a new tab), each
 * under its label: in the footer (on dark) and on the contact page (on light).
 */
export function ContactDetails({
  phone,
  email,
  address,
  mapsUrl,
  labels,
  variant,
}: {
  phone: { display: string; href: string };
  email: string;
  address: string;
  mapsUrl: string;
  labels: { phone: string; email: string; address: string };
  variant: keyof typeof STYLES;
}) {
  const { t } = useI18n();
  const style = STYLES[variant];
  const items = [
    { Icon: Phone, label: labels.phone, href: phone.href, text: phone.display },
    { Icon: Mail, label: labels.email, href: `mailto:${email}`, text: email },
    { Icon: MapPin, label: labels.address, href: mapsUrl, text: address, newTab: true },
  ];
  return (
    <ul className={style.list}>
      {items.map(({ Icon, label, href, text, newTab }) => (
        <li key={label} className={style.item}>
          <Icon aria-hidden="true" className={style.icon} />
          <span>
            <span className={style.label}>{label}</span>
            <a
              href={href}
              className={style.link}
              {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {text}
              {newTab ? <span className="sr-only"> {t("common.opensInNewTab")}</span> : null}
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
