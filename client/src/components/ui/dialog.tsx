import * as React from 'react';
import { Dialog as DialogPrimitive, AlertDialog as AlertPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';
import { useDialogReturnFocus } from './use-dialog-return-focus';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlay =
  'fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0';
const content =
  'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-lg max-h-[calc(100dvh-2rem)] overflow-y-auto';

/**
 * Escape closes the dialog that holds focus even when a toast appeared after
 * it opened. Radix lets only the newest dismissable layer hear Escape, and a
 * toast is one: it took the key to close itself and the dialog stayed open.
 * A layer that handles Escape (the dialog itself, a menu or select inside it,
 * a nested dialog) marks it with preventDefault, so this acts only on an
 * Escape that no layer inside the dialog took.
 */
function closeOnUnclaimedEscape<E extends HTMLElement>(
  onKeyDown: React.KeyboardEventHandler<E> | undefined,
  onEscapeKeyDown: ((event: KeyboardEvent) => void) | undefined,
  close: () => void,
): React.KeyboardEventHandler<E> {
  return (event) => {
    onKeyDown?.(event);
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    onEscapeKeyDown?.(event.nativeEvent);
    if (event.defaultPrevented) return;
    event.preventDefault();
    close();
  };
}

export const DialogContent = React.forwardRef<
  React.ComponentRef<typeof DialogPrimitive.Content>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content>
>(({ className, children, onOpenAutoFocus, onCloseAutoFocus, onKeyDown, ...props }, ref) => {
  const returnFocus = useDialogReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  const closeButton = React.useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlay} />
      <DialogPrimitive.Content
        ref={ref}
        className={cn(content, className)}
        {...returnFocus}
        onKeyDown={closeOnUnclaimedEscape(onKeyDown, props.onEscapeKeyDown, () => closeButton.current?.click())}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          ref={closeButton}
          className="absolute right-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
          aria-label="Close"
        >
          <X className="h-4 w-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});
DialogContent.displayName = 'DialogContent';

const sheet =
  'fixed inset-y-0 right-0 z-50 flex h-dvh w-full max-w-md flex-col border-l border-slate-200 bg-slate-50 shadow-xl focus:outline-none';

/**
 * A modal panel along the right edge over a dark backdrop (a side sheet): the
 * same Radix dialog as DialogContent, so focus moves in, stays in and returns
 * to the trigger; Escape and a click on the backdrop close it. It has no close
 * button of its own: put a DialogClose with a name in its header.
 */
export const SheetContent = React.forwardRef<
  React.ComponentRef<typeof DialogPrimitive.Content>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content>
>(({ className, children, ...props }, ref) => (
  <DialogPrimitive.Portal>
    <DialogPrimitive.Overlay className={overlay} />
    <DialogPrimitive.Content ref={ref} className={cn(sheet, className)} {...props}>
      {children}
    </DialogPrimitive.Content>
  </DialogPrimitive.Portal>
));
SheetContent.displayName = 'SheetContent';

export const DialogHeader = ({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col space-y-1.5 text-center sm:text-left', className)} {...props} />
);
export const DialogFooter = ({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
);
export const DialogTitle = React.forwardRef<
  React.ComponentRef<typeof DialogPrimitive.Title>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Title
    ref={ref}
    className={cn('text-lg font-semibold leading-none tracking-tight', className)}
    {...props}
  />
));
DialogTitle.displayName = 'DialogTitle';
export const DialogDescription = React.forwardRef<
  React.ComponentRef<typeof DialogPrimitive.Description>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Description ref={ref} className={cn('text-sm text-slate-500', className)} {...props} />
));
DialogDescription.displayName = 'DialogDescription';

/** A confirmation with Cancel and a destructive action, e.g. 'Delete Project'. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}) {
  const returnFocus = useDialogReturnFocus();
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={overlay} />
        <AlertPrimitive.Content
          className={content}
          {...returnFocus}
          onKeyDown={closeOnUnclaimedEscape(undefined, undefined, () => onOpenChange(false))}
        >
          <div className="flex flex-col space-y-2 text-center sm:text-left">
            <AlertPrimitive.Title className="text-lg font-semibold">{title}</AlertPrimitive.Title>
            <AlertPrimitive.Description className="text-sm text-slate-500">{description}</AlertPrimitive.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertPrimitive.Cancel>
            <AlertPrimitive.Action
              className={buttonVariants({ variant: 'destructive' })}
              disabled={pending}
              onClick={(e) => {
                e.preventDefault();
                onConfirm();
              }}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </AlertPrimitive.Action>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
