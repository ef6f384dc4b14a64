import { useId, useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { formatFileSize } from '@shared/format';
import { REFERENCE_IMAGES_MAX_ADDITIONAL } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import {
  MAX_REFERENCE_IMAGES,
  REFERENCE_IMAGE_ACCEPT,
  readAsDataUrl,
  screenPickedFiles,
  type PickedImage,
} from '../reference-images';

let nextImageId = 0;

/**
 * Another source of reference images (the page passes the file library's
 * picker): it hands chosen images back as files, screened like picked ones.
 */
export type ExtraImageSource = (args: {
  disabled: boolean;
  remaining: number;
  add: (files: File[]) => void;
}) => React.ReactNode;

/** The main reference image and up to four additional ones, with previews and remove buttons. */
export function ReferenceImagesField({
  images,
  onChange,
  disabled,
  extraSource,
}: {
  images: PickedImage[];
  onChange: (update: (images: PickedImage[]) => PickedImage[]) => void;
  disabled?: boolean;
  extraSource?: ExtraImageSource;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const labelId = useId();
  const additional = Math.max(0, images.length - 1);
  const full = images.length >= MAX_REFERENCE_IMAGES;

  async function pick(list: FileList | File[] | null) {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const { accepted, error } = screenPickedFiles(files, images.length);
    if (error) toastError('Error', error);
    try {
      const picked = await Promise.all(
        accepted.map(async (file) => ({
          id: `image-${++nextImageId}`,
          name: file.name,
          size: file.size,
          dataUrl: await readAsDataUrl(file),
        })),
      );
      onChange((current) => [...current, ...picked].slice(0, MAX_REFERENCE_IMAGES));
    } catch {
      toastError('Error', 'The image could not be read. Please choose it again.');
    }
  }

  const [dragging, setDragging] = useState(false);
  const canAdd = !disabled && !full;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="space-y-2"
      onDragOver={(e) => {
        if (!canAdd || !e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        if (!canAdd) return;
        e.preventDefault();
        setDragging(false);
        void pick(e.dataTransfer.files);
      }}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span id={labelId} className="text-sm font-medium leading-none">
          Reference Images
        </span>
        <span className="text-xs text-slate-500" aria-live="polite">
          {images.length === 0
            ? 'Optional'
            : `Main image + ${additional}/${REFERENCE_IMAGES_MAX_ADDITIONAL} additional`}
        </span>
      </div>
      <input
        ref={input}
        type="file"
        accept={REFERENCE_IMAGE_ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Reference image files"
        disabled={!canAdd}
        onChange={(e) => void pick(e.target.files)}
      />
      {images.length === 0 ? (
        <button
          type="button"
          aria-describedby={hintId}
          disabled={!canAdd}
          onClick={() => input.current?.click()}
          className={cn(
            'flex w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-200 px-4 py-8 text-center transition-colors hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400 disabled:pointer-events-none disabled:opacity-50',
            dragging && 'border-slate-400 bg-slate-50',
          )}
        >
          <ImagePlus className="h-6 w-6 text-slate-400" aria-hidden="true" />
          <span className="text-sm font-medium text-slate-700">Add Images</span>
          <span id={hintId} className="text-xs text-slate-500">
            A main image and up to {REFERENCE_IMAGES_MAX_ADDITIONAL} additional ones. PNG, JPEG, WebP or GIF, 5MB each.
          </span>
        </button>
      ) : (
        <ul
          className={cn('grid grid-cols-3 gap-2 rounded-lg', dragging && 'ring-2 ring-slate-400 ring-offset-2')}
          aria-label="Chosen reference images"
        >
          {images.map((image, index) => (
            <li key={image.id} className="relative overflow-hidden rounded-md border border-slate-200 bg-slate-50">
              <img src={image.dataUrl} alt={image.name} className="aspect-square w-full object-cover" />
              {index === 0 && (
                <span className="absolute bottom-1 left-1 rounded bg-slate-900/80 px-1.5 py-0.5 text-[10px] font-semibold text-white">
                  Main
                </span>
              )}
              <span className="sr-only">{formatFileSize(image.size)}</span>
              <Button
                type="button"
                variant="secondary"
                size="icon"
                className="absolute right-1 top-1 h-6 w-6 rounded-full bg-white/90 shadow-sm hover:bg-white"
                aria-label={`Remove image ${image.name}`}
                disabled={disabled}
                onClick={() => onChange((current) => current.filter((i) => i.id !== image.id))}
              >
                <X className="!size-3.5" aria-hidden="true" />
              </Button>
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-describedby={hintId}
              disabled={!canAdd}
              onClick={() => input.current?.click()}
              className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed border-slate-200 p-1 text-center text-xs font-medium text-slate-600 transition-colors hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400 disabled:pointer-events-none disabled:opacity-50"
            >
              <ImagePlus className="h-5 w-5 text-slate-400" aria-hidden="true" />
              {full ? 'Limit reached' : 'Add More'}
            </button>
          </li>
        </ul>
      )}
      {extraSource?.({
        disabled: !canAdd,
        remaining: MAX_REFERENCE_IMAGES - images.length,
        add: (files) => void pick(files),
      })}
      {images.length > 0 && (
        <p id={hintId} className="text-xs text-slate-500">
          The first image is the main reference. Up to {REFERENCE_IMAGES_MAX_ADDITIONAL} additional ones, 5MB each.
        </p>
      )}
    </div>
  );
}
