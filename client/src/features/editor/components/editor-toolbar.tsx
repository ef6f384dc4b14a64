import { useEffect, useRef, type ReactNode } from 'react';
import { Link2, Link2Off, Loader2, Save, Square } from 'lucide-react';
import { VERSION_MESSAGE_MAX } from '@shared/constants';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { copyText, shareLink } from '@/lib/clipboard';
import { toastFailure } from '@/lib/failure-toast';
import { useSnippetSharing } from '@/lib/snippet-queries';
import type { SnippetDraft } from '../use-snippet-draft';
import { PromptCodeDialog } from './prompt-code-dialog';

/**
 * Prompt Code, the snippet's other actions, Copy Share Link, and saving with a version message
 * (also Ctrl+S / ⌘S, anywhere on the page).
 */
export function EditorToolbar({ draft, actions }: { draft: SnippetDraft; actions?: ReactNode }) {
  const { details, save, saving, streaming } = draft;
  const busyRef = useRef(saving || streaming);
  useEffect(() => {
    busyRef.current = saving || streaming;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!busyRef.current) void save();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [save]);

  const sharing = useSnippetSharing();

  /** Turns sharing on when it is off, then copies the link. */
  async function copyShareLink() {
    let token = draft.shareToken;
    if (!token) {
      try {
        token = (await sharing.mutateAsync({ id: draft.id, shared: true })).shareToken;
      } catch (error) {
        toastFailure('Could not share the snippet', undefined, error);
        return;
      }
    }
    if (token && (await copyText(shareLink(draft.id, token))))
      toast({ title: 'Link copied', description: 'The share link is on your clipboard.' });
    else toastError('Could not copy link to clipboard');
  }

  function stopSharing() {
    sharing.mutate(
      { id: draft.id, shared: false },
      {
        onSuccess: () =>
          toast({ title: 'Sharing turned off', description: 'The share link no longer opens this snippet.' }),
        onError: (error) => toastFailure('Could not turn sharing off', undefined, error),
      },
    );
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm xl:flex-row xl:items-center">
      <div className="flex flex-wrap items-center gap-2">
        <PromptCodeDialog
          snippetId={draft.id}
          onSubmit={draft.runPrompt}
          busy={streaming || saving}
          hasUnsavedChanges={draft.dirty}
        />
        {actions}
        <Button variant="outline" size="sm" onClick={() => void copyShareLink()} disabled={sharing.isPending}>
          <Link2 aria-hidden="true" />
          Copy Share Link
        </Button>
        {draft.shareToken && (
          <Button variant="ghost" size="sm" onClick={stopSharing} disabled={sharing.isPending}>
            <Link2Off aria-hidden="true" />
            Stop Sharing
          </Button>
        )}
        <p className="text-xs text-slate-600" data-testid="sharing-state">
          {draft.shareToken
            ? 'Shared: anyone with the link can view and comment.'
            : 'Not shared: only signed-in staff can open it.'}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center xl:justify-end">
        <FormField
          id="version-message"
          label="Version message (optional)"
          hideLabel
          error={details.formState.errors.versionMessage?.message}
          className="w-full gap-0 sm:max-w-xs"
        >
          {(control) => (
            <Input
              {...control}
              placeholder="Version message (optional)"
              maxLength={VERSION_MESSAGE_MAX}
              {...details.register('versionMessage')}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void save();
              }}
              className="h-8"
            />
          )}
        </FormField>
        <Button size="sm" onClick={() => void save()} disabled={saving || streaming}>
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </div>
  );
}

/** While a prompt's answer streams into the code: what is happening, and Stop. */
export function PromptProgress({ draft }: { draft: SnippetDraft }) {
  if (!draft.streaming) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-between gap-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
    >
      <span className="flex items-center gap-2">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        Updating the code from your prompt...
      </span>
      <Button variant="outline" size="sm" onClick={draft.stopPrompt}>
        <Square aria-hidden="true" />
        Stop
      </Button>
    </div>
  );
}
