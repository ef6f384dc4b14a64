import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface PressedOption<T extends string> {
  value: T;
  label: string;
  Icon: LucideIcon;
}

/**
 * A row of toggle buttons of which one is pressed (aria-pressed): the current choice among a few, such
 * as the preview's width or the editor's layout. The group's accessible name says what is chosen.
 */
export function PressedGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly PressedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex rounded-md border border-slate-200 bg-white p-0.5 shadow-sm', className)}
    >
      {options.map(({ value: option, label: text, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded px-2.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400',
            value === option && 'bg-slate-900 text-white hover:text-white',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {text}
        </button>
      ))}
    </div>
  );
}
