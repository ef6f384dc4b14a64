import { Monitor, Smartphone } from 'lucide-react';
import { PressedGroup } from '@/components/ui/pressed-group';
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
    <PressedGroup label="Preview width" options={OPTIONS} value={value} onChange={onChange} className={className} />
  );
}
