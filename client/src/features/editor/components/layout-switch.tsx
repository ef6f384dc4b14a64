import { Columns2, PanelTop, Rows2 } from 'lucide-react';
import { PressedGroup } from '@/components/ui/pressed-group';

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
    <PressedGroup
      label="Editor layout"
      options={OPTIONS.filter((o) => o.value !== 'split' || splitAvailable)}
      value={value}
      onChange={onChange}
      className={className}
    />
  );
}
