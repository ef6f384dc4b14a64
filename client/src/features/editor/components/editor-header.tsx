import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { SNIPPET_NAME_MAX } from '@shared/constants';
import type { SnippetDetailDto } from '@shared/schemas/snippets';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { SnippetDraft } from '../use-snippet-draft';
import { StatusSelect } from './status-select';
import { VersionHistory } from './version-history';

/** Back to the project, the snippet's name (edited in place), the checks' count, its status, Version History and the layout switch. */
export function EditorHeader({
  snippet,
  draft,
  layoutSwitch,
  checks,
}: {
  snippet: SnippetDetailDto;
  draft: SnippetDraft;
  layoutSwitch: ReactNode;
  /** The count of serious findings of the last checks. */
  checks?: ReactNode;
}) {
  const { details } = draft;
  return (
    <>
      <Link
        to={`/projects/${snippet.projectId}`}
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Project
      </Link>

      <div className="flex flex-col gap-3 xl:flex-row xl:items-start xl:justify-between">
        <div className="min-w-0 flex-1">
          <FormField
            id="snippet-name"
            label="Snippet name"
            hideLabel
            error={details.formState.errors.name?.message}
            className="gap-0"
          >
            {(control) => (
              <Input
                {...control}
                maxLength={SNIPPET_NAME_MAX}
                {...details.register('name', {
                  // Once a save found the name wrong, the message goes as soon as the name is right.
                  onChange: () => {
                    if (details.formState.errors.name) void details.trigger('name');
                  },
                })}
                className="-ml-2 h-11 border-transparent bg-transparent px-2 text-lg font-bold tracking-tight text-slate-900 shadow-none hover:border-slate-200 focus-visible:border-slate-200 focus-visible:bg-white sm:text-2xl"
              />
            )}
          </FormField>
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          {checks}
          <StatusSelect snippetId={snippet.id} status={snippet.status} />
          <VersionHistory snippetId={snippet.id} onRestored={draft.adopt} disabled={draft.streaming} />
          {layoutSwitch}
        </div>
      </div>
    </>
  );
}
