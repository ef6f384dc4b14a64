import { DEFAULT_SNIPPET_STATUS, SNIPPET_STATUS_LABELS, type SnippetStatus } from '@shared/constants';
import { Badge } from '@/components/ui/misc';

const VARIANT: Record<SnippetStatus, 'secondary' | 'warning' | 'default' | 'success'> = {
  working_on: 'secondary',
  in_revision: 'warning',
  ready_for_shopify: 'default',
  converted_to_section: 'success',
};

/** The status's label; an unknown or missing status reads as the default, Working On. */
export function StatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  const known = status && status in SNIPPET_STATUS_LABELS ? (status as SnippetStatus) : DEFAULT_SNIPPET_STATUS;
  return (
    <Badge variant={VARIANT[known]} className={className}>
      {SNIPPET_STATUS_LABELS[known]}
    </Badge>
  );
}
