import { useEffect, type ComponentType, type SVGProps } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { icon } from "~/components/ui/icons";
import { showToast } from "~/components/ui/toaster";
import type { MessageKey } from "~/i18n/dictionary";
import { useI18n } from "~/i18n/i18n-context";
import { useHydrated } from "~/lib/use-hydrated";
import { clearKeptDrafts } from "~/lib/kept-drafts";

export type DashboardCard = "contact" | "media" | "content" | "users";

/** What the "Needs attention" section counts, in its order. */
export const ATTENTION_IDS = [
  "drafts",
  "scheduled",
  "missingSpanish",
  "staleSpanish",
  "imagesWithoutAlt",
  "newRequests",
  "overdueRequests",
] as const;
export type AttentionId = (typeof ATTENTION_IDS)[number];

/** One count and the filtered list it opens. */
export interface AttentionTile {
  id: AttentionId;
  count: number;
  href: string;
  /** The soonest scheduled publication (the scheduled tile's): its name and time, in words. */
  next?: { name: string; time: string; iso: string };
}

/** The links of the administrator's Quick Actions box, in order: the cards' tools, then the newer ones. */
export const QUICK_ACTION_IDS = [
  "contact",
  "media",
  "content",
  "users",
  "audit",
  "newPost",
  "addProduct",
  "mediaLibrary",
  "translations",
  "releases",
] as const;
export type QuickActionId = (typeof QUICK_ACTION_IDS)[number];

export interface DashboardProps {
  email: string;
  /** The account's highest role: what the note above the cards says. */
  role: "admin" | "editor" | "sales" | "none";
  /** Set after signing in (a toast), or when signing out failed (an error toast). */
  notice?: "signed-in";
  signOutError?: { at: number };
  /** The tools the cards open, those the user may open (a tool not yet built has none). */
  tools: Partial<Record<DashboardCard | "audit" | "security", string>>;
  /** The cards the user may not open, with the least role that would: shown disabled. */
  needs: Partial<Record<DashboardCard, "admin" | "editor" | "sales">>;
  /** How many contact messages are new (for those who may open them). */
  newMessages?: number;
  /** The counts the user's roles see, above the cards (none: no section). */
  attention: AttentionTile[];
  /** The Quick Actions box's links (an administrator's; none: no box). */
  shortcuts: Array<{ id: QuickActionId; href: string }>;
}

const InboxIcon = icon([
  "M22 12h-6l-2 3h-4l-2-3H2",
  "M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z",
]);
const NewspaperIcon = icon([
  "M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-2 2Zm0 0a2 2 0 0 1-2-2v-9c0-1.1.9-2 2-2h2",
  "M18 14h-8",
  "M15 18h-5",
  "M10 6h8v4h-8V6Z",
]);
const UsersIcon = icon([
  "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
  "M9 7a4 4 0 1 0 0 .01",
  "M22 21v-2a4 4 0 0 0-3-3.87",
  "M16 3.13a4 4 0 0 1 0 7.75",
]);

const PagesIcon = icon([
  "M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z",
  "M14 2v4a2 2 0 0 0 2 2h4",
  "M8 13h8",
  "M8 17h5",
]);

const CARDS: Array<{
  id: DashboardCard;
  title: MessageKey;
  description: MessageKey;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}> = [
  {
    id: "contact",
    title: "dashboard.contactTitle",
    description: "dashboard.contactDescription",
    Icon: InboxIcon,
  },
  {
    id: "media",
    title: "dashboard.mediaTitle",
    description: "dashboard.mediaDescription",
    Icon: NewspaperIcon,
  },
  {
    id: "content",
    title: "dashboard.contentTitle",
    description: "dashboard.contentDescription",
    Icon: PagesIcon,
  },
  { id: "users", title: "dashboard.usersTitle", description: "dashboard.usersDescription", Icon: UsersIcon },
];

const QUICK_ACTION_LABELS: Record<QuickActionId, MessageKey> = {
  contact: "dashboard.contactTitle",
  media: "dashboard.mediaTitle",
  content: "dashboard.contentTitle",
  users: "dashboard.usersTitle",
  audit: "dashboard.auditTitle",
  newPost: "attention.newPost",
  addProduct: "attention.addProduct",
  mediaLibrary: "attention.mediaLibrary",
  translations: "attention.translations",
  releases: "attention.releases",
};

const CheckIcon = icon(["M20 6 9 17l-5-5"]);

const TILE_TEXTS: Record<AttentionId, { label: MessageKey; hint: MessageKey }> = {
  drafts: { label: "attention.drafts", hint: "attention.draftsHint" },
  scheduled: { label: "attention.scheduled", hint: "attention.scheduledHint" },
  missingSpanish: { label: "attention.missingSpanish", hint: "attention.missingSpanishHint" },
  staleSpanish: { label: "attention.staleSpanish", hint: "attention.staleSpanishHint" },
  imagesWithoutAlt: { label: "attention.imagesWithoutAlt", hint: "attention.imagesWithoutAltHint" },
  newRequests: { label: "attention.newRequests", hint: "attention.newRequestsHint" },
  overdueRequests: { label: "attention.overdueRequests", hint: "attention.overdueRequestsHint" },
};

/** What the note above the cards says to an editor and to the sales team. */
const ROLE_NOTES = {
  editor: { title: "dashboard.editorRoleTitle", text: "dashboard.editorRole" },
  sales: { title: "dashboard.salesRoleTitle", text: "dashboard.salesRole" },
} as const satisfies Record<string, { title: MessageKey; text: MessageKey }>;

/** What a card the user may not open says about who may. */
const NEEDED_KEYS = {
  admin: "dashboard.adminRequired",
  editor: "dashboard.editorRequired",
  sales: "dashboard.salesRequired",
} as const satisfies Record<string, MessageKey>;

/**
 * The admin dashboard: who is signed in, what needs attention (each count a link to its filtered
 * list; zero reads as done), the four areas (those the role opens), an administrator's Quick
 * Actions, Sign Out.
 */
export function Dashboard({
  email,
  role,
  notice,
  signOutError,
  tools,
  needs,
  newMessages,
  attention,
  shortcuts,
}: DashboardProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formMethod === "POST";
  useSessionWatch();

  useEffect(() => {
    if (notice === "signed-in") {
      void showToast({ title: t("auth.successTitle"), description: t("auth.signedIn"), variant: "success" });
    }
  }, [notice]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (signOutError)
      void showToast({
        title: t("auth.errorTitle"),
        description: t("auth.genericError"),
        variant: "destructive",
      });
  }, [signOutError?.at]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className="mx-auto max-w-(--container-page) px-6 py-12 sm:py-16">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t("dashboard.title")}
          </h1>
          <p className="mt-2 break-all text-slate-700">{t("dashboard.welcome", { email })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {tools.security ? (
            <Link
              to={tools.security}
              className="rounded-md px-4 py-2 font-semibold text-brand-800 underline underline-offset-4 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t("dashboard.security")}
            </Link>
          ) : null}
          <Form method="post" replace onSubmit={clearKeptDrafts}>
            <input type="hidden" name="intent" value="sign-out" />
            <button
              type="submit"
              disabled={signingOut}
              className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait"
            >
              {t("dashboard.signOut")}
            </button>
          </Form>
        </div>
      </div>

      {notice === "signed-in" && !hydrated ? (
        <p role="status" className="mt-6 rounded-md bg-brand-50 p-3 text-brand-900 ring-1 ring-brand-200">
          <strong>{t("auth.successTitle")}</strong>: {t("auth.signedIn")}
        </p>
      ) : null}

      {role === "none" ? (
        <div role="note" className="mt-8 rounded-xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-300">
          <p>
            <strong>{t("dashboard.roleRequiredTitle")}</strong> {t("dashboard.roleRequired")}
          </p>
        </div>
      ) : role === "editor" || role === "sales" ? (
        <div role="note" className="mt-8 rounded-xl bg-brand-50 p-5 text-brand-900 ring-1 ring-brand-200">
          <p>
            <strong>{t(ROLE_NOTES[role].title)}</strong> {t(ROLE_NOTES[role].text)}
          </p>
        </div>
      ) : null}

      {attention.length > 0 ? (
        <section aria-labelledby="attention-title" className="mt-10">
          <h2 id="attention-title" className="text-2xl font-bold text-slate-900">
            {t("attention.title")}
          </h2>
          <p className="mt-1 text-slate-700">{t("attention.intro")}</p>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {attention.map((tile) => (
              <AttentionCard key={tile.id} tile={tile} />
            ))}
          </ul>
        </section>
      ) : null}

      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {CARDS.map(({ id, title, description, Icon }) => {
          const needed = needs[id];
          const open = needed === undefined;
          return (
            <li
              key={id}
              data-card={id}
              aria-disabled={open ? undefined : true}
              className={
                open
                  ? "relative rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 hover:ring-brand-300"
                  : "rounded-2xl bg-slate-100 p-6 text-slate-600 ring-1 ring-slate-200"
              }
            >
              <Icon className={open ? "size-8 text-brand-700" : "size-8 text-slate-500"} />
              <h2
                className={
                  open ? "mt-4 text-xl font-bold text-slate-900" : "mt-4 text-xl font-bold text-slate-700"
                }
              >
                {open && tools[id] ? (
                  // The whole card is the link's target (its ::after covers the card).
                  <Link
                    to={tools[id]}
                    prefetch="intent"
                    className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700 hover:text-brand-800"
                  >
                    {t(title)}
                  </Link>
                ) : (
                  t(title)
                )}
              </h2>
              <p className={open ? "mt-2 text-slate-700" : "mt-2"}>{t(description)}</p>
              {id === "contact" && newMessages !== undefined ? (
                <p className="mt-4">
                  <span className="inline-flex items-center rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white">
                    {t("office.newCount", { count: newMessages })}
                  </span>
                </p>
              ) : null}
              {needed ? (
                <p className="mt-4 text-sm font-semibold text-slate-700">{t(NEEDED_KEYS[needed])}</p>
              ) : null}
            </li>
          );
        })}
      </ul>

      {role === "admin" && shortcuts.length > 0 ? (
        <div className="mt-8 rounded-xl bg-brand-50 p-5 ring-1 ring-brand-200">
          <h2 className="text-lg font-bold text-brand-900">{t("dashboard.quickActionsTitle")}</h2>
          <p className="mt-2 text-brand-900">{t("dashboard.quickActions")}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {shortcuts.map(({ id, href }) => (
              <li key={id} data-quick-action={id}>
                <Link to={href} className={buttonVariants({ variant: "secondary", size: "sm" })}>
                  {t(QUICK_ACTION_LABELS[id])}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** One count: the whole card is its link (the label's ::after covers it); zero reads as done. */
function AttentionCard({ tile }: { tile: AttentionTile }) {
  const { t } = useI18n();
  const { label, hint } = TILE_TEXTS[tile.id];
  const waiting = tile.count > 0;
  return (
    <li
      data-attention={tile.id}
      data-count={tile.count}
      className={
        waiting
          ? "relative flex flex-col rounded-xl border-l-4 border-amber-500 bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-300"
          : "relative flex flex-col rounded-xl border-l-4 border-emerald-600 bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-300"
      }
    >
      <Link
        to={tile.href}
        prefetch="intent"
        className="font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
      >
        <span className="block">{t(label)}</span>
        <span className="sr-only">: </span>
        {waiting ? (
          <span className="mt-1 block text-3xl font-bold tabular-nums text-slate-900">{tile.count}</span>
        ) : (
          <span className="mt-2 flex items-center gap-1.5 text-base font-semibold text-emerald-800">
            <CheckIcon className="size-5 shrink-0" />
            {t("attention.nothing")}
          </span>
        )}
      </Link>
      <p className="mt-1 text-sm text-slate-700">{t(hint)}</p>
      {tile.next && waiting ? (
        <p className="mt-2 text-sm font-medium text-slate-800">
          {t("attention.scheduledNext", { name: tile.next.name })}{" "}
          <time dateTime={tile.next.iso} className="block font-normal">
            {tile.next.time}
          </time>
        </p>
      ) : null}
    </li>
  );
}

/**
 * A sign-out in another tab (or a revoked session) takes this one to the sign-in page as
 * soon as it is looked at again: the page's data is read again on focus, and the server
 * redirects a request without a session.
 */
function useSessionWatch() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const check = () => {
      if (document.visibilityState === "visible" && revalidator.state === "idle")
        void revalidator.revalidate();
    };
    window.addEventListener("focus", check);
    document.addEventListener("visibilitychange", check);
    return () => {
      window.removeEventListener("focus", check);
      document.removeEventListener("visibilitychange", check);
    };
  }, [revalidator]);
}
