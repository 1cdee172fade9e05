import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** The admin area's buttons (public pages keep their own native styles). */
export const buttonVariants = cva(
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        secondary: "border border-slate-400 bg-white text-slate-800 hover:bg-slate-100",
        destructive: "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700",
        ghost: "text-slate-800 hover:bg-slate-100",
        link: "min-h-0 px-0 py-0 text-brand-700 underline underline-offset-2 hover:text-brand-900",
      },
      size: {
        default: "",
        sm: "min-h-8 px-3 py-1",
        icon: "size-10 px-0",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
