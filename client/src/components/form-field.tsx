import { useId, type ReactNode } from 'react';
import { FieldError, Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What a field's control needs to be named, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * One form field: its label, its control, a description and the error under
 * it, wired together (the label names the control; the description and the
 * error describe it; an error marks it invalid). The control is rendered by
 * `children` with those properties, so any input, textarea or select fits.
 */
export function FormField({
  id,
  label,
  hideLabel = false,
  labelAside,
  description,
  error,
  className,
  children,
}: {
  /** The control's id; one is made when none is given. */
  id?: string;
  label: ReactNode;
  /** Named for assistive technology only, where the page already shows what the field is. */
  hideLabel?: boolean;
  /** Shown beside the label (a link such as 'Forgot Password?'). */
  labelAside?: ReactNode;
  description?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const made = useId();
  const controlId = id ?? made;
  const descriptionId = description ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const labelElement = (
    <Label htmlFor={controlId} className={hideLabel ? 'sr-only' : undefined}>
      {label}
    </Label>
  );
  return (
    <div className={cn('grid gap-2', className)}>
      {labelAside ? (
        <div className="flex items-center justify-between">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({ id: controlId, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {description && (
        <p id={descriptionId} className="text-xs text-slate-500">
          {description}
        </p>
      )}
      <FieldError id={`${controlId}-error`} message={error} />
    </div>
  );
}
