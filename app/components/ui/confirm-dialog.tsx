import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button, buttonVariants } from "./button";
import { cn } from "~/lib/cn";

export interface ConfirmDialogProps {
  /**
   * The control that opens the dialog (rendered as the trigger, so it must accept a ref).
   * None when the dialog is opened by the page (`open`), e.g. on leaving with unsaved work.
   */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Runs on confirm (for a form submission, use `formId`). */
  onConfirm?: () => void;
  /**
   * Confirming submits this form (by id). A native `form=` submit button cannot do it: the
   * dialog closes on the click and takes the button out of the page before the browser
   * would submit. The form itself stays a plain POST without JavaScript.
   */
  formId?: string;
  destructive?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A confirmation before a destructive or irreversible action (Radix AlertDialog: focus is
 * trapped, Escape cancels, focus returns to the trigger; the cancel button has focus first).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  formId,
  destructive = true,
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonVariants({ variant: "secondary" })}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button
                type="button"
                onClick={() => {
                  onConfirm?.();
                  if (formId) (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
                }}
                className={cn(buttonVariants({ variant: destructive ? "destructive" : "primary" }))}
              >
                {confirmLabel}
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * A list row's Delete: a hidden plain form (`intent=delete` and the row's `itemId`) posted to
 * the list's own action once the dialog is confirmed; the button names the row for a screen
 * reader ("Delete: <name>").
 */
export function RowDeleteButton({
  itemId,
  name,
  label,
  disabled,
  ...dialog
}: {
  itemId: string;
  name: string;
  label: ReactNode;
  disabled?: boolean;
} & Pick<ConfirmDialogProps, "title" | "description" | "confirmLabel" | "cancelLabel">) {
  const formId = `delete-${itemId}`;
  return (
    <>
      <Form method="post" id={formId}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="itemId" value={itemId} />
      </Form>
      <ConfirmDialog
        {...dialog}
        trigger={
          <Button variant="destructive" size="sm" disabled={disabled}>
            {label}
            <span className="sr-only">: {name}</span>
          </Button>
        }
        formId={formId}
      />
    </>
  );
}
