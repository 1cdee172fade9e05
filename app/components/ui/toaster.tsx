import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { loadOrHold } from "~/lib/lazy-part";
import { useI18n } from "~/i18n/i18n-context";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
}

// sonner loads on the first toast: no page pays for it up front.
const Toaster = lazy(() =>
  loadOrHold(() => import("sonner").then((module) => ({ default: module.Toaster }))),
);
const listeners = new Set<() => void>();
let markMounted = () => {};
const toasterMounted = new Promise<void>((resolve) => (markMounted = resolve));
/** Rendered after the Toaster: its effect runs once the Toaster's own effects (its subscription) have. */
function Mounted() {
  useEffect(markMounted, []);
  return null;
}
let requested = false;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const wasRequested = () => requested;
const notRequested = () => false;

/** Shows a toast (bottom-right, region 'Notifications', Alt+T focuses it: sonner's defaults). */
export async function showToast({ title, description, variant = "default" }: ToastInput): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const { toast } = await import("sonner");
  // A toast sent before the host's Toaster subscribed would be lost (a page's first toast,
  // on a slow device): wait for it.
  await toasterMounted;
  const show = variant === "destructive" ? toast.error : variant === "success" ? toast.success : toast;
  show(title, { description });
}

/** Mount once in the layout; renders nothing until the first toast. */
export function ToasterHost() {
  const { t } = useI18n();
  // An external store: a request made before this subscribed (a page's own effect runs
  // before the layout's during hydration) is still seen.
  const active = useSyncExternalStore(subscribe, wasRequested, notRequested);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        closeButton
        containerAriaLabel={t("common.notifications")}
        toastOptions={{
          // Our colours rather than sonner's rich ones, whose red fails WCAG contrast.
          classNames: {
            error: "bg-red-700! text-white! border-red-800! [&_[data-description]]:text-red-50!",
            success: "bg-brand-700! text-white! border-brand-800! [&_[data-description]]:text-brand-50!",
          },
        }}
      />
      <Mounted />
    </Suspense>
  );
}
