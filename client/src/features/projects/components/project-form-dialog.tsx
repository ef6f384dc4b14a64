import { useRef, useState, type ReactNode } from 'react';
import { Controller, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { Globe, Sparkles } from 'lucide-react';
import { FONT_LIBRARY, libraryFont } from '@shared/fonts';
import { CSS_TOO_LARGE_MESSAGE, isCssTooLarge } from '@shared/schemas/analysis';
import type { CreateProjectInput, ProjectFormValues } from '@shared/schemas/projects';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useAnalyzeCss } from '../api/analyze-css';
import { useAnalyzeWebsite } from '../api/analyze-website';
import { formFromCssAnalysis, formFromWebsiteAnalysis, hostnameOf } from '../analysis-to-form';
import { ColorField } from './color-field';

export type ProjectForm = UseFormReturn<ProjectFormValues, unknown, CreateProjectInput>;
type FieldName = keyof ProjectFormValues;
type Tab = 'styling' | 'advanced';

/** Fields in the order a person meets them, with the tab that shows each (none: above the tabs). */
const FIELD_ORDER: Array<[FieldName, Tab | null]> = [
  ['name', null],
  ['stylingReference', null],
  ['primaryColor', 'styling'],
  ['accentColor', 'styling'],
  ['fontFamily', 'styling'],
  ['borderRadius', 'styling'],
  ['boxShadow', 'styling'],
  ['isDarkMode', 'styling'],
  ['sourceUrl', 'advanced'],
  ['cssContent', 'advanced'],
];

const FONT_SUGGESTIONS = FONT_LIBRARY.map((f) => f.family);

/** Says whether the app serves the typed font, or what the preview draws instead. */
function FontHint({ form }: { form: UseFormReturn<ProjectFormValues> }) {
  const fontFamily = useWatch({ control: form.control, name: 'fontFamily' }) ?? '';
  const first =
    fontFamily
      .split(',')[0]
      ?.trim()
      .replace(/^["']|["']$/g, '') ?? '';
  const served = libraryFont(fontFamily);
  return (
    <>
      {served || first === ''
        ? `Served by Atelier itself (${FONT_LIBRARY.length} fonts in the suggestions), so no font CDN is involved.`
        : `“${first}” is not among the fonts Atelier serves: previews show it only where it is installed, otherwise the next font in the list or a system font.`}
    </>
  );
}

/** A 4xx answer's own reason (parse position, refused address) is worth showing; a 5xx's is not. */
function reasonOf(error: unknown) {
  return error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
}

/** 'Create New Project' and 'Edit Styling': the project fields in two tabs, with CSS and website analysis. */
export function ProjectFormDialog({
  open,
  onOpenChange,
  title,
  description,
  form,
  idPrefix,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  form: ProjectForm;
  idPrefix: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: CreateProjectInput) => void;
}) {
  const [tab, setTab] = useState<Tab>('styling');
  const stylingTab = useRef<HTMLButtonElement>(null);
  const analyzeCss = useAnalyzeCss();
  const analyzeWebsite = useAnalyzeWebsite();
  const { errors } = form.formState;
  const sourceUrl = useWatch({ control: form.control, name: 'sourceUrl' }) ?? '';
  const cssContent = useWatch({ control: form.control, name: 'cssContent' }) ?? '';
  // said under the field as soon as it is pasted, not after a round trip
  const cssTooLarge = isCssTooLarge(cssContent);
  const id = (field: string) => `${idPrefix}-${field}`;

  /**
   * The CSS-valued fields say no when they are left, not only on submit, and
   * an error there clears as soon as the value is fixed (so no message moves
   * the dialog's buttons under a pointer on its way to them).
   */
  const checkEarly = (field: 'primaryColor' | 'accentColor' | 'borderRadius' | 'boxShadow') => ({
    onBlur: () => void form.trigger(field),
    onChange: () => {
      if (form.getFieldState(field).error) void form.trigger(field);
    },
  });

  function showFirstError(fieldErrors: FieldErrors<ProjectFormValues>) {
    const first = FIELD_ORDER.find(([field]) => fieldErrors[field]);
    if (!first) return;
    const [field, fieldTab] = first;
    if (fieldTab) setTab(fieldTab);
    // the tab's fields mount on the next render
    setTimeout(() => form.setFocus(field), 0);
  }

  /** Puts an analysis into the form and shows the styling it set; focus follows, as the clicked button goes away. */
  function fill(values: ProjectFormValues) {
    const validate = form.formState.isSubmitted;
    for (const [field] of FIELD_ORDER) {
      if (values[field] !== form.getValues(field)) {
        form.setValue(field, values[field], { shouldDirty: true, shouldValidate: validate });
      }
    }
    setTab('styling');
    setTimeout(() => stylingTab.current?.focus(), 0);
  }

  function runCssAnalysis() {
    const css = form.getValues('cssContent') ?? '';
    if (!css.trim()) {
      toastError('CSS Content Required', 'Please paste your CSS content before analyzing.');
      return;
    }
    if (isCssTooLarge(css)) {
      toastError('Analysis Failed', CSS_TOO_LARGE_MESSAGE);
      return;
    }
    analyzeCss.mutate(
      { cssContent: css },
      {
        onSuccess: (result) => {
          fill(formFromCssAnalysis(result, form.getValues()));
          toast({ title: 'Analysis Complete', description: 'The styling fields now follow your CSS.' });
        },
        onError: (error) => {
          const reason = reasonOf(error);
          toastError(
            'Analysis Failed',
            `Failed to analyze CSS content. Please try again.${reason ? ` ${reason}` : ''}`,
          );
        },
      },
    );
  }

  function runWebsiteAnalysis() {
    const typed = (form.getValues('sourceUrl') ?? '').trim();
    if (!typed) {
      toastError('URL Required', 'Please enter a website URL to analyze.');
      return;
    }
    const url = /^[a-z][a-z\d+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
    if (url !== typed) form.setValue('sourceUrl', url, { shouldDirty: true });
    analyzeWebsite.mutate(
      { url },
      {
        onSuccess: (result) => {
          fill(formFromWebsiteAnalysis(result, url, form.getValues()));
          toast({
            title: 'Website Analysis Complete',
            description: `The styling fields now follow ${hostnameOf(url)}.`,
          });
        },
        onError: (error) => {
          const reason = reasonOf(error);
          toastError(
            'Analysis Failed',
            `Failed to analyze website. Please check the URL and try again.${reason ? ` ${reason}` : ''}`,
          );
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          aria-label={title}
          onSubmit={form.handleSubmit(onSubmit, showFirstError)}
        >
          <FormField id={id('name')} label="Project Name" error={errors.name?.message}>
            {(control) => (
              <Input {...control} autoComplete="off" placeholder="Acme storefront" {...form.register('name')} />
            )}
          </FormField>
          <FormField id={id('stylingReference')} label="Styling Reference" error={errors.stylingReference?.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                placeholder="Clean and modern, generous white space, rounded buttons"
                {...form.register('stylingReference')}
              />
            )}
          </FormField>

          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger ref={stylingTab} value="styling">
                Styling Options
              </TabsTrigger>
              <TabsTrigger value="advanced">Advanced Options</TabsTrigger>
            </TabsList>

            <TabsContent value="styling" className="space-y-4 pt-2">
              <div className="grid gap-4 sm:grid-cols-2">
                {(['primaryColor', 'accentColor'] as const).map((field) => (
                  <Controller
                    key={field}
                    control={form.control}
                    name={field}
                    render={({ field: f, fieldState }) => (
                      <ColorField
                        id={id(field)}
                        label={field === 'primaryColor' ? 'Primary Color' : 'Accent Color'}
                        value={f.value ?? ''}
                        onChange={(value) => {
                          f.onChange(value);
                          checkEarly(field).onChange();
                        }}
                        onBlur={() => {
                          f.onBlur();
                          checkEarly(field).onBlur();
                        }}
                        inputRef={f.ref}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                ))}
                <FormField
                  id={id('fontFamily')}
                  label="Font Family"
                  error={errors.fontFamily?.message}
                  description={<FontHint form={form} />}
                >
                  {(control) => (
                    <>
                      <Input
                        {...control}
                        list={id('font-suggestions')}
                        autoComplete="off"
                        {...form.register('fontFamily')}
                      />
                      <datalist id={id('font-suggestions')}>
                        {FONT_SUGGESTIONS.map((font) => (
                          <option key={font} value={font} />
                        ))}
                      </datalist>
                    </>
                  )}
                </FormField>
                <FormField id={id('borderRadius')} label="Border Radius" error={errors.borderRadius?.message}>
                  {(control) => (
                    <Input
                      {...control}
                      autoComplete="off"
                      placeholder="0.5rem"
                      className="font-mono"
                      {...form.register('borderRadius', checkEarly('borderRadius'))}
                    />
                  )}
                </FormField>
              </div>
              <FormField id={id('boxShadow')} label="Box Shadow" error={errors.boxShadow?.message}>
                {(control) => (
                  <Input
                    {...control}
                    autoComplete="off"
                    className="font-mono"
                    {...form.register('boxShadow', checkEarly('boxShadow'))}
                  />
                )}
              </FormField>
              <Controller
                control={form.control}
                name="isDarkMode"
                render={({ field }) => (
                  <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3">
                    <div className="space-y-1">
                      <Label htmlFor={id('isDarkMode')}>Dark Mode</Label>
                      <p id={id('isDarkMode-hint')} className="text-sm text-slate-500">
                        Snippets use dark backgrounds with light text.
                      </p>
                    </div>
                    <Switch
                      id={id('isDarkMode')}
                      ref={field.ref}
                      checked={!!field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      aria-describedby={id('isDarkMode-hint')}
                    />
                  </div>
                )}
              />
            </TabsContent>

            <TabsContent value="advanced" className="space-y-4 pt-2">
              <FormField id={id('sourceUrl')} label="Source URL" error={errors.sourceUrl?.message}>
                {(control) => (
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Input
                      {...control}
                      type="url"
                      inputMode="url"
                      autoComplete="url"
                      placeholder="https://example.com"
                      {...form.register('sourceUrl')}
                    />
                    {sourceUrl.trim() !== '' && (
                      <Button
                        type="button"
                        variant="outline"
                        className="shrink-0"
                        disabled={analyzeWebsite.isPending}
                        onClick={runWebsiteAnalysis}
                      >
                        <Globe aria-hidden="true" />
                        {analyzeWebsite.isPending ? 'Analyzing...' : 'Analyze Website'}
                      </Button>
                    )}
                  </div>
                )}
              </FormField>
              <FormField
                id={id('cssContent')}
                label="CSS Content"
                error={errors.cssContent?.message ?? (cssTooLarge ? CSS_TOO_LARGE_MESSAGE : undefined)}
                description="Paste a stylesheet; the analysis fills the styling options from it."
                labelAside={
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={cssContent.trim() === '' || analyzeCss.isPending}
                    onClick={runCssAnalysis}
                  >
                    <Sparkles aria-hidden="true" />
                    {analyzeCss.isPending ? 'Analyzing...' : 'Analyze with AI'}
                  </Button>
                }
              >
                {(control) => (
                  <Textarea
                    {...control}
                    spellCheck={false}
                    placeholder={':root {\n  --brand: #3b82f6;\n}'}
                    className="min-h-[200px] font-mono text-xs"
                    {...form.register('cssContent')}
                  />
                )}
              </FormField>
            </TabsContent>
          </Tabs>

          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
