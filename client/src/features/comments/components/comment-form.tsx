import { useId, useRef, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, MapPin, X } from 'lucide-react';
import * as z from 'zod/mini';
import { COMMENT_IMAGE_MAX_BYTES } from '@shared/constants';
import {
  COMMENT_AUTHOR_MAX,
  COMMENT_CONTENT_MAX,
  createCommentInput,
  type CommentPin,
} from '@shared/schemas/public-inputs';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { cn } from '@/lib/utils';
import { readAsDataUrl, useCreateComment } from '../api';
import { pinSentence } from './comment-entry';

const commentFields = z.pick(createCommentInput, { authorName: true, content: true });
type CommentFields = z.input<typeof commentFields>;

/** From this share of a field's limit on, the field shows how many characters are left. */
const COUNTER_FROM = 0.8;

/**
 * 'N characters left' under a field once its text passes 80 % of its limit: a
 * polite live region the field names in aria-describedby (empty before then).
 */
function CharactersLeft({
  id,
  control,
  name,
  max,
}: {
  id: string;
  control: Control<CommentFields>;
  name: keyof CommentFields;
  max: number;
}) {
  const length = (useWatch({ control, name }) ?? '').length;
  const left = Math.max(0, max - length);
  const shown = length > max * COUNTER_FROM;
  return (
    <p
      id={id}
      aria-live="polite"
      className={shown ? cn('text-xs', left === 0 ? 'font-medium text-red-700' : 'text-slate-600') : 'sr-only'}
    >
      {shown ? `${left} ${left === 1 ? 'character' : 'characters'} left` : ''}
    </p>
  );
}

/** The field's own description ids plus the counter's. */
const describedBy = (...ids: Array<string | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/** The public 'Leave a Comment' form; the page owns the pin (picked in its preview). */
export function CommentForm({
  snippetId,
  pin,
  pinning,
  onPinRequest,
  onPinClear,
}: {
  snippetId: number;
  pin: CommentPin | null;
  pinning: boolean;
  onPinRequest: () => void;
  onPinClear: () => void;
}) {
  const ids = useId();
  const create = useCreateComment(snippetId);
  const form = useForm<CommentFields, unknown, z.output<typeof commentFields>>({
    resolver: zodResolver(commentFields),
    defaultValues: { authorName: '', content: '' },
  });
  const { errors } = form.formState;
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function pickImage(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toastError('Error', 'Only image files are supported.');
      return;
    }
    if (file.size >= COMMENT_IMAGE_MAX_BYTES) {
      toastError('Error', 'Image size must be less than 10MB');
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    if (image) URL.revokeObjectURL(image.url);
    setImage({ file, url: URL.createObjectURL(file) });
  }

  function clearImage() {
    if (image) URL.revokeObjectURL(image.url);
    setImage(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  const submit = form.handleSubmit(
    async ({ authorName, content }) => {
      let referenceImage: string | null = null;
      try {
        referenceImage = image ? await readAsDataUrl(image.file) : null;
      } catch {
        toastError('Error', 'Failed to submit comment. Please try again.');
        return;
      }
      create.mutate(
        { authorName, content, referenceImage, pin },
        {
          onSuccess: () => {
            form.reset();
            clearImage();
            onPinClear();
            toast({ title: 'Thank you!', description: 'Your feedback has been sent.' });
          },
          onError: (error) => toastFailure('Error', 'Failed to submit comment. Please try again.', error),
        },
      );
    },
    (invalid) => {
      const first = invalid.authorName?.message ?? invalid.content?.message;
      if (first) toastError('Error', first);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
        Leave a Comment
      </h2>
      <FormField label="Your Name" error={errors.authorName?.message}>
        {(control) => (
          <>
            <Input
              {...control}
              aria-describedby={describedBy(control['aria-describedby'], `${ids}-name-left`)}
              maxLength={COMMENT_AUTHOR_MAX}
              autoComplete="name"
              {...form.register('authorName')}
            />
            <CharactersLeft id={`${ids}-name-left`} control={form.control} name="authorName" max={COMMENT_AUTHOR_MAX} />
          </>
        )}
      </FormField>
      <FormField label="Your Feedback" error={errors.content?.message}>
        {(control) => (
          <>
            <Textarea
              {...control}
              aria-describedby={describedBy(control['aria-describedby'], `${ids}-content-left`)}
              rows={4}
              maxLength={COMMENT_CONTENT_MAX}
              {...form.register('content')}
            />
            <CharactersLeft
              id={`${ids}-content-left`}
              control={form.control}
              name="content"
              max={COMMENT_CONTENT_MAX}
            />
          </>
        )}
      </FormField>
      <FormField
        label="Reference Image (optional)"
        description={
          image ? undefined : (
            <span className="flex items-center gap-1">
              <ImagePlus className="h-3.5 w-3.5" aria-hidden="true" /> PNG, JPEG, WebP or GIF under 10 MB.
            </span>
          )
        }
      >
        {(control) => (
          <Input
            {...control}
            ref={fileInput}
            type="file"
            accept="image/*"
            className="cursor-pointer"
            onChange={(e) => pickImage(e.target.files?.[0])}
          />
        )}
      </FormField>
      {image && (
        <div className="relative inline-block">
          <img src={image.url} alt="Selected reference" className="max-h-32 rounded-md border border-slate-200" />
          <Button
            type="button"
            variant="destructive"
            size="icon"
            className="absolute -right-2 -top-2 h-6 w-6 rounded-full"
            aria-label="Remove the reference image"
            onClick={clearImage}
          >
            <X />
          </Button>
        </div>
      )}
      <div className="space-y-2">
        {pin ? (
          <div className="flex items-center justify-between gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900">
            <span className="flex min-w-0 items-start gap-1.5">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">{pinSentence(pin)}</span>
            </span>
            <Button type="button" variant="ghost" size="sm" className="shrink-0" onClick={onPinClear}>
              Remove pin
            </Button>
          </div>
        ) : (
          <Button type="button" variant="outline" className="w-full" onClick={onPinRequest} aria-pressed={pinning}>
            <MapPin aria-hidden="true" />
            {pinning ? 'Click an element in the preview...' : 'Pin to element'}
          </Button>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </form>
  );
}
