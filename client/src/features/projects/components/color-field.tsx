import type * as React from 'react';
import { cssColorToHex } from '@shared/css-values';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';

/**
 * A colour as a swatch that opens the native picker, next to a text field for
 * any CSS colour. The picker takes only #rrggbb: it shows a named, rgb() or
 * hsl() colour converted, and what is not a colour as black.
 */
export function ColorField({
  id,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  error?: string;
}) {
  const pickerId = `${id}-picker`;
  const hex = cssColorToHex(value);
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <label htmlFor={pickerId} className="sr-only">
            {`${label} picker`}
          </label>
          <span
            className="relative h-9 w-11 shrink-0 overflow-hidden rounded-md border border-slate-300 shadow-sm focus-within:ring-2 focus-within:ring-slate-400"
            style={{ backgroundColor: hex ?? undefined }}
          >
            <input
              id={pickerId}
              type="color"
              value={hex ?? '#000000'}
              onChange={(e) => onChange(e.target.value)}
              onBlur={onBlur}
              className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
          </span>
          <Input
            {...control}
            ref={inputRef}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            spellCheck={false}
            autoComplete="off"
            placeholder="#3b82f6"
            className="font-mono"
          />
        </div>
      )}
    </FormField>
  );
}
