import { memo, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Copy, Pencil, Trash2, X } from 'lucide-react';
import type { z } from 'zod';
import { renameFileInput, type FileDto, type RenameFileInput } from '@shared/schemas/files';
import { formatDate, formatFileSize } from '@shared/format';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/misc';
import { toast, toastError } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { useDeleteFile } from '../api/delete-file';
import { useRenameFile } from '../api/rename-file';
import { failureText } from '../failure-text';
import { FilePreview } from './file-kind-icon';

/** The part of a name before its extension, which is what people usually mean to change. */
function stemLength(name: string) {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? dot : name.length;
}

function RenameForm({ file, onDone }: { file: FileDto; onDone: () => void }) {
  const rename = useRenameFile();
  const form = useForm<RenameFileInput, unknown, z.output<typeof renameFileInput>>({
    resolver: zodResolver(renameFileInput),
    defaultValues: { fileName: file.fileName },
  });

  const submit = form.handleSubmit(({ fileName }) => {
    if (fileName === file.fileName) {
      onDone();
      return;
    }
    rename.mutate(
      { id: file.id, fileName },
      {
        onSuccess: onDone,
        onError: (err) => toastError('Rename failed', failureText('There was a problem renaming the file', err)),
      },
    );
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <FormField label="File name" hideLabel error={form.formState.errors.fileName?.message} className="gap-1">
        {(control) => (
          <div className="flex items-center gap-1">
            <Input
              {...control}
              autoFocus
              onFocus={(e) => e.currentTarget.setSelectionRange(0, stemLength(e.currentTarget.value))}
              {...form.register('fileName', { onChange: () => form.clearErrors('fileName') })}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.preventDefault();
                  onDone();
                }
              }}
              disabled={rename.isPending}
              className="h-8"
            />
            <Button
              type="submit"
              size="icon"
              variant="ghost"
              className="h-8 w-8 shrink-0"
              aria-label="Save name"
              disabled={rename.isPending}
            >
              <Check className="text-emerald-600" />
            </Button>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="h-8 w-8 shrink-0"
              aria-label="Cancel rename"
              onClick={onDone}
            >
              <X />
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}

export const FileCard = memo(function FileCard({
  file,
  position,
  setSize,
}: {
  file: FileDto;
  position: number;
  setSize: number;
}) {
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteFile();
  const headingId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const refocusRename = useRef(false);

  // The name field replaced the Rename button; when it goes, focus goes back to the button.
  useEffect(() => {
    if (renaming || !refocusRename.current) return;
    refocusRename.current = false;
    renameButton.current?.focus();
  }, [renaming]);
  const endRename = () => {
    refocusRename.current = true;
    setRenaming(false);
  };

  const copyUrl = async () => {
    if (await copyText(file.fileUrl)) toast({ title: 'URL copied', description: file.fileUrl });
    else toastError('Copy failed', `Copy the address by hand: ${file.fileUrl}`);
  };

  return (
    <div
      role="listitem"
      aria-labelledby={headingId}
      // Only the rows near the viewport exist, so each card says where it sits in the whole list.
      aria-posinset={position}
      aria-setsize={setSize}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <a
        href={file.fileUrl}
        target="_blank"
        rel="noreferrer"
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-[16/10] overflow-hidden border-b border-slate-100"
      >
        <FilePreview file={file} />
      </a>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {renaming ? (
          <>
            <h2 id={headingId} className="sr-only">
              {file.fileName}
            </h2>
            <RenameForm file={file} onDone={endRename} />
          </>
        ) : (
          <div className="flex min-w-0 items-start gap-1">
            <h2
              id={headingId}
              className="min-w-0 flex-1 break-words text-sm font-semibold leading-snug text-slate-900 [overflow-wrap:anywhere] line-clamp-2"
              title={file.fileName}
            >
              {file.fileName}
            </h2>
            <Button
              ref={renameButton}
              type="button"
              size="icon"
              variant="ghost"
              className="-mr-2 -mt-1.5 h-8 w-8 shrink-0 text-slate-500"
              aria-label={`Rename ${file.fileName}`}
              onClick={() => setRenaming(true)}
            >
              <Pencil />
            </Button>
          </div>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-500">
          <dt className="sr-only">Size</dt>
          <dd className="col-span-2">
            {formatFileSize(file.fileSize)} · <time dateTime={file.createdAt}>{formatDate(file.createdAt)}</time>
          </dd>
          <dt className="sr-only">Type</dt>
          <dd className="col-span-2 min-w-0">
            <Badge variant="outline" className="max-w-full truncate font-mono font-normal">
              {file.fileType}
            </Badge>
          </dd>
        </dl>
        <div className="mt-auto flex gap-2 pt-1">
          <Button type="button" variant="outline" size="sm" className="flex-1" onClick={copyUrl}>
            <Copy aria-hidden="true" />
            Copy URL
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="flex-1 text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={() => setConfirmDelete(true)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete File"
        description={
          <>
            <span className="font-medium text-slate-700 [overflow-wrap:anywhere]">{file.fileName}</span> will be deleted
            permanently. Snippets and pages that use its URL will no longer show it. This action cannot be undone.
          </>
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(file.id, {
            onSuccess: () => setConfirmDelete(false),
            onError: (err) => {
              setConfirmDelete(false);
              toastError('Delete failed', failureText('There was a problem deleting the file', err));
            },
          })
        }
      />
    </div>
  );
});
