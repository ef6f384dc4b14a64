import { useCallback, useMemo, useState } from 'react';
import { FolderOpen, RefreshCw } from 'lucide-react';
import { PROJECT_SKELETON_COUNT } from '@shared/constants';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { VirtualGrid, type ColumnQueries } from '@/components/virtual-grid';
import { useProjects } from '../api/list-projects';
import { CreateProjectDialog, NewProjectButton } from './create-project-dialog';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectCard, ProjectCardSkeleton } from './project-card';

// Tailwind's sm and lg breakpoints: 1, 2 or 3 cards a row, as the skeletons (grid-cols-1 sm:grid-cols-2 lg:grid-cols-3).
const COLUMN_QUERIES: ColumnQueries = [
  ['(min-width: 1024px)', 3],
  ['(min-width: 640px)', 2],
];
// A card with a thumbnail is about this tall with its gap; rows are measured once rendered.
const ESTIMATED_ROW_HEIGHT = 420;

export function ProjectsDashboard() {
  const projects = useProjects();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<{ id: number; name: string } | null>(null);
  const list = useMemo(() => projects.data?.pages.flatMap((page) => page.items), [projects.data]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = projects;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Projects</h1>
        <NewProjectButton onClick={() => setCreating(true)} />
      </div>

      {!list && projects.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800">
          <p className="font-medium">The projects could not be loaded.</p>
          <p className="mt-1">Check your connection, then try again.</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => projects.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : !list ? (
        <div
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label="Loading projects"
        >
          {Array.from({ length: PROJECT_SKELETON_COUNT }, (_, i) => (
            <ProjectCardSkeleton key={i} />
          ))}
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <FolderOpen className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-slate-900">No projects yet</h2>
          <p className="mt-1 text-sm text-slate-500">Create your first project to get started.</p>
          <NewProjectButton className="mt-6" onClick={() => setCreating(true)} />
        </div>
      ) : (
        <>
          <VirtualGrid
            items={list}
            columns={COLUMN_QUERIES}
            estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
            getKey={(project) => project.id}
            label="Projects"
            renderItem={(project, position) => (
              // Only the rows near the viewport exist, so each card says where it sits in the whole list
              // (-1: not known yet while more pages follow).
              <div
                role="listitem"
                aria-posinset={position}
                aria-setsize={hasNextPage ? -1 : list.length}
                className="flex"
              >
                <ProjectCard project={project} onDelete={() => setToDelete({ id: project.id, name: project.name })} />
              </div>
            )}
          />
          {hasNextPage && (
            <LoadMore
              onLoad={loadMore}
              loading={isFetchingNextPage}
              failed={isFetchNextPageError}
              failure="More projects could not be loaded. Check your connection, then try again."
            />
          )}
        </>
      )}

      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
      <DeleteProjectDialog project={toDelete} onOpenChange={(open) => !open && setToDelete(null)} />
    </div>
  );
}
