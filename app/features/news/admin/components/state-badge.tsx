import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import type { PostStateName } from "../post-editor-types";

const TONES: Record<PostStateName, string> = {
  draft: "bg-slate-100 text-slate-800 ring-slate-300",
  scheduled: "bg-amber-50 text-amber-900 ring-amber-300",
  published: "bg-green-50 text-green-900 ring-green-300",
  archived: "bg-slate-100 text-slate-700 ring-slate-300",
};
const KEYS = {
  draft: "postEditor.statusDraft",
  scheduled: "postEditor.statusScheduled",
  published: "postEditor.statusPublished",
  archived: "postEditor.statusArchived",
} as const;

/** A post's state as a word and a colour (the word alone carries it); `label` words it otherwise. */
export function StateBadge({ state, label }: { state: PostStateName; label?: string }) {
  const { t } = useI18n();
  return (
    <span
      data-post-state={state}
      className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", TONES[state])}
    >
      {label ?? t(KEYS[state])}
    </span>
  );
}
