import { Link } from 'react-router';
import { Trash2, Type } from 'lucide-react';
import { formatDate } from '@shared/format';
import type { ProjectListItem } from '@shared/schemas/projects';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Badge, Skeleton } from '@/components/ui/misc';
import { SnippetThumbnail } from '@/components/preview/snippet-thumbnail';
import { ColorDot } from './color-dot';

export function ProjectCard({ project, onDelete }: { project: ProjectListItem; onDelete: () => void }) {
  return (
    <Card className="relative flex w-full min-w-0 flex-col gap-4 p-5 transition-shadow hover:shadow-md focus-within:shadow-md">
      {project.newestSnippetId !== null && (
        <SnippetThumbnail snippetId={project.newestSnippetId} name={project.name} className="-mt-1" />
      )}
      <div className="min-w-0 space-y-1.5 pr-8">
        <CardTitle className="truncate text-lg leading-snug" title={project.name}>
          {/* the link's box covers the whole card; its name stays the project's name */}
          <Link
            to={`/projects/${project.id}`}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-slate-400"
          >
            {project.name}
          </Link>
        </CardTitle>
        <CardDescription className="line-clamp-2 break-words">{project.stylingReference}</CardDescription>
      </div>
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Primary color</dt>
          <ColorDot color={project.primaryColor} />
          <dd className="font-mono text-xs">{project.primaryColor}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Accent color</dt>
          <ColorDot color={project.accentColor} />
          <dd className="font-mono text-xs">{project.accentColor}</dd>
        </div>
        <div className="flex min-w-0 items-center gap-1.5">
          <dt className="sr-only">Font family</dt>
          <Type className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <dd className="truncate">{project.fontFamily}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">
            {project.snippetCount} {project.snippetCount === 1 ? 'snippet' : 'snippets'}
          </Badge>
          {project.hasCustomCss && <Badge variant="outline">Custom CSS</Badge>}
        </div>
        <p className="text-xs text-slate-500">
          Last updated <time dateTime={project.updatedAt}>{formatDate(project.updatedAt)}</time>
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="absolute right-2 top-2 z-10 h-8 w-8 bg-white/90 text-slate-500 shadow-sm hover:bg-red-50 hover:text-red-600"
        aria-label={`Delete project ${project.name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </Card>
  );
}

export function ProjectCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="space-y-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
      <div className="flex gap-3">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-4 w-16" />
      </div>
      <div className="flex justify-between border-t border-slate-100 pt-3">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-4 w-28" />
      </div>
    </Card>
  );
}
