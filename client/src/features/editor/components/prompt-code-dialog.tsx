import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import type { z } from 'zod';
import { promptSnippetInput } from '@shared/schemas/snippets';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { toastError } from '@/components/ui/use-toast';
import { usePromptCodeRequest } from '@/lib/prompt-code-request';

const promptFields = promptSnippetInput.pick({ prompt: true });

/**
 * 'Prompt Code': asks the AI assistant to change the snippet; the answer streams into the editor and preview.
 * A request from elsewhere on the page (a comment not applied whole) opens it with its prompt filled in.
 */
export function PromptCodeDialog({
  snippetId,
  onSubmit,
  busy,
  hasUnsavedChanges,
}: {
  snippetId: number;
  /** Resolves whether the code changed; the prompt is kept until it did. */
  onSubmit: (prompt: string) => Promise<boolean>;
  busy: boolean;
  hasUnsavedChanges: boolean;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof promptFields>, unknown, z.output<typeof promptFields>>({
    resolver: zodResolver(promptFields),
    defaultValues: { prompt: '' },
  });
  usePromptCodeRequest(snippetId, (text) => {
    form.setValue('prompt', text);
    form.clearErrors('prompt');
    setOpen(true);
  });

  const submit = form.handleSubmit(
    ({ prompt }) => {
      setOpen(false);
      // a failed request leaves the typed prompt in the box, to send again as it is or amended
      void onSubmit(prompt).then((changed) => {
        if (changed) form.reset();
      });
    },
    (invalid) => {
      if (invalid.prompt?.type === 'too_small')
        toastError('Empty prompt', 'Describe the change you want before sending.');
      else if (invalid.prompt?.message) toastError('Prompt not sent', invalid.prompt.message);
    },
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {/* stays focusable while busy: focus comes back here when the dialog closes on sending */}
        <Button
          size="sm"
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <Sparkles aria-hidden="true" />
          Prompt Code
        </Button>
      </DialogTrigger>
      <DialogContent
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          form.setFocus('prompt');
        }}
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Prompt Code</DialogTitle>
            <DialogDescription>
              Describe what to change. The new code streams into the editor and the preview and is saved as a new
              version.
            </DialogDescription>
          </DialogHeader>
          <FormField
            id="prompt-code"
            label="Prompt"
            error={form.formState.errors.prompt?.message}
            description={
              hasUnsavedChanges ? (
                <span className="text-sm text-amber-700">Your unsaved changes are saved first.</span>
              ) : undefined
            }
          >
            {(control) => (
              <Textarea
                {...control}
                rows={5}
                placeholder="e.g. Make the heading larger and the button use the accent colour"
                {...form.register('prompt')}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit(e);
                }}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">
              <Sparkles aria-hidden="true" />
              Update Code
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
