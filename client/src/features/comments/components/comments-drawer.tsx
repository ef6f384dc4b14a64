import type { RefObject } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogTitle, SheetContent } from '@/components/ui/dialog';
import { useComments } from '../api';
import { CommentList, commentEntryId } from './comment-list';

/**
 * The share page's comments drawer, from the right over a dark backdrop (SPEC §2). Loaded when it is
 * first opened. It opens at `active` (the comment whose pin was clicked) and gives focus back to the
 * button that toggles it, however it was opened.
 */
export default function CommentsDrawer({
  snippetId,
  open,
  onOpenChange,
  active,
  count,
  returnFocusTo,
}: {
  snippetId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: number | null;
  count: number;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const comments = useComments(snippetId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          const entry = active === null ? null : document.getElementById(commentEntryId(active));
          if (entry) {
            event.preventDefault();
            entry.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3">
          <DialogTitle className="text-lg font-semibold leading-normal text-slate-900">Comments ({count})</DialogTitle>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close comments">
              <X />
            </Button>
          </DialogClose>
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          <CommentList comments={comments} active={active} />
        </div>
      </SheetContent>
    </Dialog>
  );
}
