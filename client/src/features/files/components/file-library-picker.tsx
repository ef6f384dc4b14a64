import { useId, useMemo, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { Check, FolderOpen, Search } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import type { FileDto, FileKind } from '@shared/schemas/files';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/misc';
import { messageOf } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useFilesList } from '../api/list-files';
import { FilePreview } from './file-kind-icon';

export type PickedFile = Pick<FileDto, 'fileUrl' | 'fileName' | 'fileType'>;

export interface FileLibraryPickerProps {
  /** Which files to offer: one kind (e.g. 'image') or 'any'. */
  accept: FileKind | 'any';
  onPick: (files: PickedFile[]) => void;
  disabled?: boolean;
  /** At most this many can be chosen at once. */
  max?: number;
  triggerLabel?: string;
}

const NOUNS: Record<FileKind | 'any', string> = {
  image: 'images',
  video: 'videos',
  audio: 'audio files',
  pdf: 'PDFs',
  other: 'files',
  any: 'files',
};

function PickerGrid({
  accept,
  max,
  selected,
  onToggle,
}: {
  accept: FileKind | 'any';
  max: number;
  selected: Map<number, FileDto>;
  onToggle: (file: FileDto) => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useFilesList({ q, kind: accept === 'any' ? undefined : accept });
  const files = useMemo(() => list.data?.pages.flatMap((page) => page.files) ?? [], [list.data]);
  const searchId = useId();
  const noun = NOUNS[accept];

  return (
    <div className="space-y-3">
      <div className="relative">
        <Label htmlFor={searchId} className="sr-only">
          Search {noun}
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          id={searchId}
          type="search"
          placeholder={`Search ${noun}...`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-9"
          autoComplete="off"
        />
      </div>
      <div className="max-h-[55dvh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-2">
        {!list.data ? (
          list.isError ? (
            <p role="alert" className="p-4 text-sm text-red-700">
              {messageOf(list.error, 'Could not load the library. Try again.')}
            </p>
          ) : (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="aspect-square" />
              ))}
            </div>
          )
        ) : files.length === 0 ? (
          <p className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-500">
            <FolderOpen aria-hidden="true" className="h-6 w-6" />
            {q ? `No ${noun} match “${q}”.` : `No ${noun} in the library yet. Upload them on the Files page.`}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={`Library ${noun}`}>
            {files.map((file) => {
              const isSelected = selected.has(file.id);
              const full = !isSelected && selected.size >= max;
              return (
                <li key={file.id}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    disabled={full}
                    onClick={() => onToggle(file)}
                    className={cn(
                      'group relative block w-full overflow-hidden rounded-md border-2 bg-white text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400 disabled:cursor-not-allowed disabled:opacity-50',
                      isSelected ? 'border-slate-900' : 'border-transparent hover:border-slate-300',
                    )}
                  >
                    <span className="block aspect-square">
                      <FilePreview file={file} />
                    </span>
                    <span className="block truncate px-2 py-1 text-xs text-slate-700">{file.fileName}</span>
                    {isSelected && (
                      <span className="absolute right-1.5 top-1.5 grid h-6 w-6 place-items-center rounded-full bg-slate-900 text-white">
                        <Check aria-hidden="true" className="h-4 w-4" />
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="flex justify-center pt-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** A button that opens the file library in a dialog; the chosen files are handed to `onPick`. */
export function FileLibraryPicker({
  accept,
  onPick,
  disabled,
  max = Infinity,
  triggerLabel = 'Choose from library',
}: FileLibraryPickerProps) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<Map<number, FileDto>>(() => new Map());
  const noun = NOUNS[accept];

  const setOpenAndReset = (next: boolean) => {
    setOpen(next);
    if (!next) setSelected(new Map());
  };
  const toggle = (file: FileDto) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(file.id)) next.delete(file.id);
      else if (next.size < max) next.set(file.id, file);
      return next;
    });
  const confirm = () => {
    onPick([...selected.values()].map(({ fileUrl, fileName, fileType }) => ({ fileUrl, fileName, fileType })));
    setOpenAndReset(false);
  };

  return (
    <>
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        <FolderOpen aria-hidden="true" />
        {triggerLabel}
      </Button>
      <Dialog open={open} onOpenChange={setOpenAndReset}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>File library</DialogTitle>
            <DialogDescription>
              Choose {Number.isFinite(max) ? `up to ${max} ` : ''}
              {noun} from the library.
            </DialogDescription>
          </DialogHeader>
          {open && <PickerGrid accept={accept} max={max} selected={selected} onToggle={toggle} />}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpenAndReset(false)}>
              Cancel
            </Button>
            <Button type="button" disabled={selected.size === 0} onClick={confirm}>
              {selected.size === 0 ? 'Use selected' : `Use ${selected.size} selected`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
