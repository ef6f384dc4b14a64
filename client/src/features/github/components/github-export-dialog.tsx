import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, FolderGit2, KeyRound, Unplug } from 'lucide-react';
import type { z } from 'zod';
import { DEFAULT_COMMIT_MESSAGE, DEFAULT_GITHUB_BRANCH } from '@shared/constants';
import {
  githubTokenInput,
  pushShopifyInput,
  type GithubExportFile,
  type GithubPushed,
  type GithubRepo,
  type GithubTokenInput,
} from '@shared/schemas/github';
import { FormField, type FieldControlProps } from '@/components/form-field';
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
import { Skeleton, Spinner } from '@/components/ui/misc';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast, toastError } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { ApiError } from '@/lib/api';
import type { ExportDialogProps } from '@/lib/export-dialog';
import { usePushToGithub } from '../api/push';
import { isNotConnected, useGithubRepos } from '../api/repos';
import { useGithubStatus } from '../api/status';
import { useDisconnectGithub, useSaveGithubToken } from '../api/token';

const TOKEN_HELP_URL = 'https://github.com/settings/tokens/new?scopes=repo&description=Atelier';

/** 'Save to GitHub': connect a token, pick a repository and push the converted file. */
export function GithubExportDialog({ open, onOpenChange, file, onPushed }: ExportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Save to GitHub</DialogTitle>
          <DialogDescription>Push the converted file to a repository you can write to.</DialogDescription>
        </DialogHeader>
        {file && <GithubExport file={file} onPushed={onPushed} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function GithubExport({
  file,
  onPushed,
  onDone,
}: {
  file: GithubExportFile;
  onPushed?: (pushed: GithubPushed) => void;
  onDone: () => void;
}) {
  const status = useGithubStatus(true);
  const connected = status.data?.connected === true;
  const repos = useGithubRepos(connected);
  const refused = connected && isNotConnected(repos.error);

  if (status.isPending) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-4 text-sm text-slate-600">
        <Spinner className="h-4 w-4" label="Checking GitHub connection" />
        Checking GitHub connection...
      </div>
    );
  }
  if (status.isError) {
    return (
      <div className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>Could not check the GitHub connection. Please try again.</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void status.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (!connected || refused) {
    return <TokenForm refused={refused} />;
  }
  return (
    <>
      <ConnectedAs login={status.data.login} />
      <PushForm file={file} repos={repos} onPushed={onPushed} onDone={onDone} />
    </>
  );
}

function ConnectedAs({ login }: { login?: string }) {
  const disconnect = useDisconnectGithub();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
      <span className="flex min-w-0 items-center gap-2">
        <FolderGit2 aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span className="truncate">
          Connected as <strong>{login ?? 'GitHub user'}</strong>
        </span>
      </span>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="text-emerald-900 hover:bg-emerald-100"
        disabled={disconnect.isPending}
        onClick={() =>
          disconnect.mutate(undefined, {
            onError: () => toastError('Failed to disconnect GitHub', 'Please try again.'),
          })
        }
      >
        <Unplug aria-hidden="true" />
        {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
      </Button>
    </div>
  );
}

function TokenForm({ refused }: { refused: boolean }) {
  const save = useSaveGithubToken();
  const form = useForm<GithubTokenInput>({ resolver: zodResolver(githubTokenInput), defaultValues: { token: '' } });
  const error = form.formState.errors.token?.message;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (status) => {
        form.reset();
        toast({ title: 'GitHub connected', description: status.login ? `Connected as ${status.login}.` : undefined });
      },
      onError: (error) =>
        toastFailure(
          'Failed to save GitHub token',
          'Please try again with a valid GitHub token that has the repo scope.',
          error,
        ),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <p className="text-sm text-slate-600">
        {refused
          ? 'GitHub refused the saved token. Save a new token to continue.'
          : 'Not connected to GitHub. Save a personal access token to push files.'}
      </p>
      <FormField
        id="github-token"
        label="GitHub token"
        error={error}
        description={
          <>
            Needs the <code className="rounded bg-slate-100 px-1">repo</code> scope.{' '}
            <a
              href={TOKEN_HELP_URL}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 underline underline-offset-2"
            >
              Create a token on GitHub
              <ExternalLink aria-hidden="true" className="h-3 w-3" />
            </a>
            . It is kept encrypted on the server, never in this browser.
          </>
        }
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="ghp_…"
            {...form.register('token')}
          />
        )}
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        <KeyRound aria-hidden="true" />
        {save.isPending ? 'Connecting...' : 'Connect GitHub'}
      </Button>
    </form>
  );
}

type PushValues = z.input<typeof pushShopifyInput>;

function PushForm({
  file,
  repos,
  onPushed,
  onDone,
}: {
  file: GithubExportFile;
  repos: ReturnType<typeof useGithubRepos>;
  onPushed?: (pushed: GithubPushed) => void;
  onDone: () => void;
}) {
  const push = usePushToGithub();
  const form = useForm<PushValues, unknown, z.output<typeof pushShopifyInput>>({
    resolver: zodResolver(pushShopifyInput),
    defaultValues: {
      repoId: '',
      branch: DEFAULT_GITHUB_BRANCH,
      path: file.path,
      fileName: file.fileName,
      commitMessage: DEFAULT_COMMIT_MESSAGE,
      content: file.content,
    },
  });
  const { errors } = form.formState;

  const reposError = repos.error;
  useEffect(() => {
    if (reposError && !isNotConnected(reposError))
      toastFailure('Failed to load repositories', 'Please try again in a moment.', reposError);
  }, [reposError]);

  function chooseRepo(value: string, onChange: (value: string) => void) {
    onChange(value);
    const repo = repos.data?.find((r) => String(r.id) === value);
    // A repository whose default branch is not 'main' would otherwise get a new 'main' branch.
    if (repo && !form.getFieldState('branch').isDirty)
      form.setValue('branch', repo.defaultBranch || DEFAULT_GITHUB_BRANCH);
  }

  const submit = form.handleSubmit(
    (data) =>
      push.mutate(data, {
        onSuccess: ({ details }) => {
          const filePath = [data.path, data.fileName].filter(Boolean).join('/');
          onPushed?.({
            repository: details.repository,
            filePath,
            branch: data.branch,
            commitUrl: details.commitUrl,
            fileUrl: details.fileUrl,
          });
          toast({
            title: 'Saved to GitHub',
            description: (
              <span>
                {details.created ? 'Added' : 'Updated'} {filePath} in <strong>{details.repository}</strong>
                {details.branchCreated ? ` on the new branch ${data.branch}` : ''}.{' '}
                <a href={details.commitUrl} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                  View commit
                </a>
              </span>
            ),
          });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError)
            toastError('Failed to save to GitHub', error.serverMessage ?? 'Please try again.');
          else toastError('Error saving to GitHub', 'Something unexpected happened. Please try again.');
        },
      }),
    (invalid) => {
      if (invalid.repoId) toastError('No repository selected', 'Choose the repository to save the file to.');
      else if (invalid.content?.message) toastError('Failed to save to GitHub', invalid.content.message);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="github-repo" label="Repository" error={errors.repoId?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="repoId"
            render={({ field }) => (
              <RepoSelect
                control={control}
                repos={repos}
                value={String(field.value ?? '')}
                onChange={(value) => chooseRepo(value, field.onChange)}
              />
            )}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="github-branch"
          label="Branch"
          error={errors.branch?.message}
          description="A branch that does not exist yet is created."
        >
          {(control) => <Input {...control} {...form.register('branch')} />}
        </FormField>
        <FormField id="github-path" label="Path" error={errors.path?.message} description="Folder in the repository.">
          {(control) => <Input {...control} {...form.register('path')} />}
        </FormField>
      </div>
      <FormField id="github-file-name" label="File name" error={errors.fileName?.message}>
        {(control) => <Input {...control} {...form.register('fileName')} />}
      </FormField>
      <FormField id="github-commit-message" label="Commit message" error={errors.commitMessage?.message}>
        {(control) => <Input {...control} {...form.register('commitMessage')} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={push.isPending}>
          {push.isPending ? (
            <Spinner className="h-4 w-4 text-white" label="Saving" />
          ) : (
            <FolderGit2 aria-hidden="true" />
          )}
          {push.isPending ? 'Saving...' : 'Save to GitHub'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function RepoSelect({
  control,
  repos,
  value,
  onChange,
}: {
  control: FieldControlProps;
  repos: ReturnType<typeof useGithubRepos>;
  value: string;
  onChange: (value: string) => void;
}) {
  if (repos.isPending) return <Skeleton className="h-9 w-full" />;
  if (repos.isError) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        <span>Failed to load repositories.</span>
        <Button type="button" variant="outline" size="sm" onClick={() => void repos.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const list: GithubRepo[] = repos.data;
  if (list.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-600">
        This token cannot push to any repository. Create a repository on GitHub, or use a token with access to one.
      </p>
    );
  }
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...control}>
        <SelectValue placeholder="Choose a repository" />
      </SelectTrigger>
      <SelectContent>
        {list.map((repo) => (
          <SelectItem key={repo.id} value={String(repo.id)}>
            {repo.ownerName}/{repo.repoName}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
