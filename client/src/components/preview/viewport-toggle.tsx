import { Monitor, Smartphone } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { PreviewViewport } from './types';

const OPTIONS = [
  { value: 'desktop', label: 'Desktop', Icon: Monitor },
  { value: 'mobile', label: 'Mobile', Icon: Smartphone },
] as const;

/** The Desktop / Mobile switch above a preview; the pressed button is the current width. */
export function ViewportToggle({
  value,
  onChange,
  className,
}: {
  value: PreviewViewport;
  onChange: (viewport: PreviewViewport) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label="Preview width"
      className={cn('inline-flex rounded-md border border-slate-200 bg-white p-0.5 shadow-sm', className)}
    >
      {OPTIONS.map(({ value: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded px-2.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400',
            value === option && 'bg-slate-900 text-white hover:text-white',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
