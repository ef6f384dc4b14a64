import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { TOAST_ACTION_DURATION_MS, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '@shared/constants';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';
import { useToast } from './use-toast';

export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration ?? (t.action ? TOAST_ACTION_DURATION_MS : undefined)}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0',
            t.variant === 'destructive'
              ? 'border-red-600 bg-red-600 text-white'
              : 'border-slate-200 bg-white text-slate-950',
          )}
        >
          <div className="grid gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && (
              <Toast.Description className="whitespace-pre-line text-sm opacity-90">{t.description}</Toast.Description>
            )}
            {t.action && (
              <Toast.Action
                altText={t.action.altText}
                onClick={t.action.onClick}
                className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-2 justify-self-start' })}
              >
                {t.action.label}
              </Toast.Action>
            )}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute right-1 top-1 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:outline-none focus-visible:ring-2"
          >
            <X className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </Toast.Provider>
  );
}
