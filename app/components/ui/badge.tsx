import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const badgeVariants = cva(
  "inline-flex items-center px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
  {
    variants: {
      // A word or two on one line in a pill; a phrase (a warning) wraps in a box where it is narrow.
      shape: {
        pill: "rounded-full whitespace-nowrap",
        phrase: "rounded-md whitespace-normal",
      },
      tone: {
        neutral: "bg-slate-100 text-slate-800 ring-slate-300",
        info: "bg-brand-50 text-brand-900 ring-brand-200",
        success: "bg-emerald-50 text-emerald-900 ring-emerald-300",
        warning: "bg-amber-50 text-amber-950 ring-amber-300",
        danger: "bg-red-50 text-red-900 ring-red-300",
      },
    },
    defaultVariants: { tone: "neutral", shape: "pill" },
  },
);

export function Badge({
  className,
  tone,
  shape,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone, shape }), className)} {...props} />;
}
