import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { ProjectDto } from '@shared/schemas/projects';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/misc';
import { EditStylingButton } from './edit-styling-dialog';
import { StylingSummary } from './styling-summary';

export function BackToDashboardLink({ label = 'Back' }: { label?: string }) {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

/** The project page's styling part: name, reference, design system summary and its editor. */
export function ProjectOverview({ project }: { project: ProjectDto }) {
  return (
    <section className="space-y-6" aria-labelledby="project-name">
      <div className="space-y-3">
        <BackToDashboardLink />
        <div className="space-y-2">
          <h1 id="project-name" className="text-3xl font-bold tracking-tight break-words text-slate-900">
            {project.name}
          </h1>
          <p className="max-w-3xl whitespace-pre-line break-words text-slate-600">{project.stylingReference}</p>
        </div>
      </div>
      <Card className="p-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-slate-900">Design System</h2>
          <EditStylingButton project={project} />
        </div>
        <StylingSummary project={project} />
      </Card>
    </section>
  );
}

export function ProjectOverviewSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label="Loading project">
      <div className="space-y-3">
        <Skeleton className="h-4 w-14" />
        <Skeleton className="h-9 w-64 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <Card className="space-y-4 p-5">
        <Skeleton className="h-5 w-32" />
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      </Card>
    </div>
  );
}
