import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';

/** The native picker only takes #rrggbb; other CSS colours show as black in it but stay as typed. */
export function toPickerHex(value: string): string {
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  if (/^#[0-9a-f]{8}$/.test(v)) return v.slice(0, 7);
  return '#000000';
}

/** A colour as a swatch that opens the native picker, next to a text field for any CSS colour. */
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
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <span
            className="relative h-9 w-11 shrink-0 overflow-hidden rounded-md border border-slate-300 shadow-sm focus-within:ring-2 focus-within:ring-slate-400"
            style={{ backgroundColor: value }}
          >
            <input
              type="color"
              aria-label={`${label} picker`}
              value={toPickerHex(value)}
              onChange={(e) => onChange(e.target.value)}
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
