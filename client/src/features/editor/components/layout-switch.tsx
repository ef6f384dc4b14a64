import { Columns2, PanelTop, Rows2 } from 'lucide-react';
import { cn } from '@/lib/utils';

export type EditorLayout = 'tabs' | 'stacked' | 'split';

const OPTIONS = [
  { value: 'tabs', label: 'Tab View', Icon: PanelTop },
  { value: 'stacked', label: 'Stacked View', Icon: Rows2 },
  { value: 'split', label: 'Split View', Icon: Columns2 },
] as const;

/** The editor's layouts; the pressed button is the current one. Split View is offered on wide screens only. */
export function LayoutSwitch({
  value,
  onChange,
  splitAvailable,
  className,
}: {
  value: EditorLayout;
  onChange: (layout: EditorLayout) => void;
  splitAvailable: boolean;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label="Editor layout"
      className={cn('inline-flex rounded-md border border-slate-200 bg-white p-0.5 shadow-sm', className)}
    >
      {OPTIONS.filter((o) => o.value !== 'split' || splitAvailable).map(({ value: option, label, Icon }) => (
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
          {label}
        </button>
      ))}
    </div>
  );
}
