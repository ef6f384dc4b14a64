import { useEffect, useState } from 'react';
import { SNIPPET_STATUSES, SNIPPET_STATUS_LABELS, type SnippetStatus } from '@shared/constants';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useUpdateSnippetStatus } from '@/lib/snippet-queries';

/** The snippet's status: a choice shows at once and goes back when the server refuses it. */
export function StatusSelect({ snippetId, status: saved }: { snippetId: number; status: SnippetStatus }) {
  const [status, setStatus] = useState<SnippetStatus>(saved);
  const updateStatus = useUpdateSnippetStatus();
  useEffect(() => {
    setStatus(saved);
  }, [saved]);

  async function changeStatus(next: string) {
    const value = next as SnippetStatus;
    if (value === status) return;
    const previous = status;
    setStatus(value);
    try {
      await updateStatus.mutateAsync({ id: snippetId, status: value });
      toast({ title: 'Status updated', description: SNIPPET_STATUS_LABELS[value] });
    } catch (error) {
      setStatus(previous);
      toastFailure('Failed to update status', undefined, error);
    }
  }

  return (
    <div className="w-full min-w-0 sm:w-72">
      <Select value={status} onValueChange={(v) => void changeStatus(v)}>
        <SelectTrigger aria-label="Status" title={SNIPPET_STATUS_LABELS[status]}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-w-[calc(100vw-2rem)]">
          {SNIPPET_STATUSES.map((s) => (
            <SelectItem key={s} value={s} className="whitespace-normal">
              {SNIPPET_STATUS_LABELS[s]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
