import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const badgeVariants = cva(
  "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
  {
    variants: {
      tone: {
        neutral: "bg-slate-100 text-slate-800 ring-slate-300",
        info: "bg-brand-50 text-brand-900 ring-brand-200",
        success: "bg-emerald-50 text-emerald-900 ring-emerald-300",
        warning: "bg-amber-50 text-amber-950 ring-amber-300",
        danger: "bg-red-50 text-red-900 ring-red-300",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
