import { useEffect } from "react";
import { showToast } from "~/components/ui/toaster";

/** What the last action did ("Post saved."): a toast, and a line on the page that stays. */
export function DoneNotice({ text }: { text: string | undefined }) {
  useEffect(() => {
    if (text) void showToast({ title: text, variant: "success" });
  }, [text]);
  if (!text) return null;
  return (
    <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900 ring-1 ring-green-200">
      {text}
    </p>
  );
}
