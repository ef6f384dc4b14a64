import { useState } from 'react';
import { FolderOpen, RefreshCw } from 'lucide-react';
import { PROJECT_SKELETON_COUNT } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useProjects } from '../api/list-projects';
import { CreateProjectDialog, NewProjectButton } from './create-project-dialog';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectCard, ProjectCardSkeleton } from './project-card';

export function ProjectsDashboard() {
  const projects = useProjects();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<{ id: number; name: string } | null>(null);
  const list = projects.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Projects</h1>
        <NewProjectButton onClick={() => setCreating(true)} />
      </div>

      {projects.isError ? (
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
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Projects">
          {list.map((project) => (
            // Cards below the fold skip layout and paint until scrolled near, which keeps long lists quick to show.
            // Not while the Create dialog is open: Chromium freezes selecting a few MB of pasted CSS while cards are skipped.
            <li
              key={project.id}
              className={cn('flex', !creating && '[contain-intrinsic-size:auto_220px] [content-visibility:auto]')}
            >
              <ProjectCard project={project} onDelete={() => setToDelete({ id: project.id, name: project.name })} />
            </li>
          ))}
        </ul>
      )}

      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
      <DeleteProjectDialog project={toDelete} onOpenChange={(open) => !open && setToDelete(null)} />
    </div>
  );
}
