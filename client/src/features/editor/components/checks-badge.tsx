import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { seriousCount } from '@shared/checks';
import { cn } from '@/lib/utils';
import type { ChecksState } from '../use-snippet-checks';

/**
 * The header's count of serious findings from the last checks of this code, linking to the Checks
 * panel; nothing before checks have run.
 */
export function ChecksBadge({ state }: { state: ChecksState }) {
  const result = state.status === 'done' ? state.result : state.status === 'running' ? state.previous : null;
  if (!result) return null;
  const serious = seriousCount(result);
  const Icon = serious > 0 ? ShieldAlert : ShieldCheck;
  return (
    <a
      href="#checks"
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium',
        serious > 0
          ? 'border-red-200 bg-red-50 text-red-800 hover:bg-red-100'
          : 'border-green-200 bg-green-50 text-green-800 hover:bg-green-100',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {serious > 0 ? `${serious} serious ${serious === 1 ? 'finding' : 'findings'}` : 'No serious findings'}
    </a>
  );
}
