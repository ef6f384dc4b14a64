import { SNIPPET_STATUSES, SNIPPET_STATUS_LABELS, type SnippetStatus } from '@shared/constants';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

const STATUS_DOT: Record<SnippetStatus, string> = {
  working_on: 'bg-sky-500',
  in_revision: 'bg-amber-500',
  ready_for_shopify: 'bg-emerald-500',
  converted_to_section: 'bg-violet-500',
};

/** The snippet's status; picking the current one sends nothing. */
export function SnippetStatusSelect({
  status,
  snippetName,
  onChange,
  disabled,
}: {
  status: SnippetStatus;
  snippetName: string;
  onChange: (status: SnippetStatus) => void;
  disabled?: boolean;
}) {
  return (
    <Select
      value={status}
      disabled={disabled}
      onValueChange={(value) => {
        if (value !== status) onChange(value as SnippetStatus);
      }}
    >
      <SelectTrigger
        aria-label={`Status of ${snippetName}`}
        className="h-8 w-full text-xs sm:w-auto sm:min-w-40 sm:max-w-60"
        title={SNIPPET_STATUS_LABELS[status]}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {SNIPPET_STATUSES.map((value) => (
          <SelectItem key={value} value={value} className="text-xs">
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className={cn('h-2 w-2 shrink-0 rounded-full', STATUS_DOT[value])} />
              {SNIPPET_STATUS_LABELS[value]}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
