import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileCode2, ImageUp, Sparkles, Square } from 'lucide-react';
import type { DesignSystem } from '@shared/design-system';
import { CSS_TOO_LARGE_MESSAGE, isCssTooLarge } from '@shared/schemas/analysis';
import { createSnippetInput } from '@shared/schemas/snippets';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { Spinner } from '@/components/ui/misc';
import { toast, toastError } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { ApiError } from '@/lib/api';
import { useAnalyzeImages } from '../api/analyze-images';
import { useAnalyzeProjectCss } from '../api/analyze-project-css';
import { isAbort, useGenerateSnippet } from '../api/generate-snippet';
import { styleNotes, withStyleNotes } from '../css-style-notes';
import { referenceImageFields, type PickedImage } from '../reference-images';
import { ReferenceImagesField, type ExtraImageSource } from './reference-images-field';

const formSchema = createSnippetInput.pick({ name: true, prompt: true });
type FormValues = { name: string; prompt: string };

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/** The code area follows the stream to its end, unless the reader scrolled up to look at something. */
function useFollowBottom(value: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const follow = useRef(true);
  useEffect(() => {
    const el = ref.current;
    if (value === '') follow.current = true;
    else if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [value]);
  const onScroll = () => {
    const el = ref.current;
    if (el) follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
  };
  return { ref, onScroll };
}

export function GenerateSnippetPanel({
  projectId,
  designSystem,
  nameInput,
  extraImageSource,
}: {
  projectId: number;
  designSystem: DesignSystem;
  extraImageSource?: ExtraImageSource;
  /** Receives the name field, so the empty list can send people here. */
  nameInput: React.RefObject<HTMLInputElement | null>;
}) {
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { name: '', prompt: '' } });
  const { errors } = form.formState;
  const [images, setImages] = useState<PickedImage[]>([]);
  const generate = useGenerateSnippet(projectId);
  const analyzeImages = useAnalyzeImages();
  const analyzeCss = useAnalyzeProjectCss();
  const codeArea = useFollowBottom(generate.code);
  const busy = generate.isPending;
  const { ref: registerNameRef, ...nameField } = form.register('name');

  const onSubmit = form.handleSubmit((values) => {
    generate.mutate(
      { ...values, ...referenceImageFields(images) },
      {
        onSuccess: ({ snippet, summary, note }) => {
          form.reset();
          setImages([]);
          // The built-in generator says what it built (and what it could not): that is the description.
          const description = summary
            ? [`${summary}.`, note].filter(Boolean).join(' ')
            : `"${snippet.name}" was added to this project.`;
          toast({ title: 'Snippet generated', description });
        },
        onError: (error) => {
          if (isAbort(error)) {
            toast({ title: 'Generation cancelled', description: 'Nothing was saved.' });
            return;
          }
          toastError('Failed to generate snippet. Please try again.', serverMessage(error));
        },
      },
    );
  });

  function onAnalyzeImages() {
    if (images.length === 0) {
      toastError('No images available', 'Add a reference image first, then analyze it.');
      return;
    }
    analyzeImages.mutate(referenceImageFields(images), {
      onSuccess: ({ prompt }) => {
        form.setValue('prompt', prompt, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
        toast({
          title: 'Prompt ready',
          description: 'The prompt was written from your images. Review it, then generate.',
        });
      },
      onError: (error) => toastError('Failed to analyze images. Please try again.', serverMessage(error)),
    });
  }

  function onAnalyzeCss() {
    const cssContent = designSystem.cssContent?.trim();
    if (!cssContent) {
      toastError(
        'CSS Content Required',
        'Please paste your CSS content before analyzing. Add it with Edit Styling, under Advanced Options.',
      );
      return;
    }
    if (isCssTooLarge(cssContent)) {
      toastError('Analysis Failed', CSS_TOO_LARGE_MESSAGE);
      return;
    }
    analyzeCss.mutate(
      { cssContent },
      {
        onSuccess: (analysis) => {
          const prompt = withStyleNotes(form.getValues('prompt'), styleNotes(analysis));
          form.setValue('prompt', prompt, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
          toast({
            title: 'Analysis Complete',
            description: "Style notes from the project's CSS were added to the prompt.",
          });
        },
        onError: (error) => toastFailure('Analysis Failed', 'Failed to analyze CSS content. Please try again.', error),
      },
    );
  }

  return (
    <Card role="region" aria-labelledby="generate-snippet-title">
      <CardHeader>
        <CardTitle id="generate-snippet-title" className="flex items-center gap-2">
          <Sparkles className="h-5 w-5 text-slate-500" aria-hidden="true" />
          Generate Snippet
        </CardTitle>
        <CardDescription>
          Describe a section and the AI builds it in HTML, CSS and JS, styled with this project's design system.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Generate Snippet" className="grid gap-6 lg:grid-cols-5">
          <div className="space-y-4 lg:col-span-3">
            <FormField id="snippet-name" label="Snippet Name" error={errors.name?.message}>
              {(control) => (
                <Input
                  {...control}
                  placeholder="e.g. Homepage hero"
                  autoComplete="off"
                  disabled={busy}
                  {...nameField}
                  ref={(el) => {
                    registerNameRef(el);
                    nameInput.current = el;
                  }}
                />
              )}
            </FormField>
            <div className="space-y-2">
              <FormField id="snippet-prompt" label="Prompt" error={errors.prompt?.message}>
                {(control) => (
                  <Textarea
                    {...control}
                    rows={6}
                    placeholder="e.g. A hero with a bold headline, a short intro, two buttons and a product photo on the right"
                    disabled={busy}
                    {...form.register('prompt')}
                  />
                )}
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={busy || analyzeImages.isPending}
                  onClick={onAnalyzeImages}
                >
                  {analyzeImages.isPending ? (
                    <Spinner className="h-4 w-4" label="Analyzing images" />
                  ) : (
                    <ImageUp aria-hidden="true" />
                  )}
                  {analyzeImages.isPending ? 'Analyzing...' : 'Analyze Images'}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={busy || analyzeCss.isPending}
                  onClick={onAnalyzeCss}
                >
                  {analyzeCss.isPending ? (
                    <Spinner className="h-4 w-4" label="Analyzing CSS" />
                  ) : (
                    <FileCode2 aria-hidden="true" />
                  )}
                  {analyzeCss.isPending ? 'Analyzing...' : 'Analyze CSS'}
                </Button>
              </div>
            </div>
          </div>

          <div className="lg:col-span-2">
            <ReferenceImagesField images={images} onChange={setImages} disabled={busy} extraSource={extraImageSource} />
          </div>

          <div className="flex flex-col gap-2 sm:flex-row sm:items-center lg:col-span-5">
            <Button type="submit" disabled={busy} className="sm:min-w-44">
              {busy ? <Spinner className="h-4 w-4 text-white" label="Generating" /> : <Sparkles aria-hidden="true" />}
              {busy ? 'Generating...' : 'Generate Snippet'}
            </Button>
            {busy && (
              <Button type="button" variant="outline" onClick={generate.cancel}>
                <Square aria-hidden="true" />
                Stop
              </Button>
            )}
          </div>

          {busy && (
            <FormField
              id="snippet-stream"
              label="Generated code"
              className="lg:col-span-5"
              labelAside={
                <span role="status" aria-live="polite" className="text-sm text-slate-500">
                  {generate.code === ''
                    ? 'Waiting for the first lines…'
                    : `Writing… ${generate.code.length.toLocaleString()} characters`}
                </span>
              }
            >
              {(control) => (
                <Textarea
                  {...control}
                  ref={codeArea.ref}
                  onScroll={codeArea.onScroll}
                  readOnly
                  value={generate.code}
                  spellCheck={false}
                  className="h-72 resize-y bg-slate-950 font-mono text-xs leading-relaxed text-slate-100 focus-visible:ring-slate-500"
                />
              )}
            </FormField>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
