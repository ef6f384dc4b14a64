import { useMemo } from 'react';
import { designSystemOf } from '@shared/design-system';
import { ApiError } from '@/lib/api';
import { useIdParam } from '@/lib/route-params';
import { useProject } from '@/features/projects/api/get-project';
import { ProjectOverview, ProjectOverviewSkeleton } from '@/features/projects/components/project-overview';
import { ProjectMissing } from '@/features/projects/components/project-missing';
import { ProjectSnippets } from '@/features/snippets/components/project-snippets';
import type { ExtraImageSource } from '@/features/snippets/components/reference-images-field';
import { FileLibraryPicker, filesFromLibrary } from '@/features/files';
import { toastError } from '@/components/ui/use-toast';

/** Reference images may come from the file library as well as from disk. */
const libraryImages: ExtraImageSource = ({ disabled, remaining, add }) => (
  <FileLibraryPicker
    accept="image"
    max={remaining}
    disabled={disabled}
    triggerLabel="Choose from library"
    onPick={(picked) =>
      void filesFromLibrary(picked)
        .then(add)
        .catch(() => toastError('Error', 'The images could not be loaded from the library. Please try again.'))
    }
  />
);

export default function ProjectPage() {
  const id = useIdParam();
  const project = useProject(id);
  // one object per version of the project, so the snippets part does not see a new design system every render
  const designSystem = useMemo(() => (project.data ? designSystemOf(project.data) : null), [project.data]);

  let content: React.ReactNode;
  if (id === null) {
    content = (
      <ProjectMissing
        title="Invalid project ID provided"
        message="Project addresses end in a number, such as /projects/12."
      />
    );
  } else if (project.isError) {
    content =
      project.error instanceof ApiError && (project.error.status === 404 || project.error.status === 400) ? (
        <ProjectMissing
          title="Project not found"
          message="The project you're looking for doesn't exist or you don't have access to it."
        />
      ) : (
        <ProjectMissing title="The project could not be loaded" message="Check your connection and reload the page." />
      );
  } else if (!project.data || !designSystem) {
    content = <ProjectOverviewSkeleton />;
  } else {
    content = (
      <div className="space-y-10">
        <ProjectOverview project={project.data} />
        <ProjectSnippets projectId={project.data.id} designSystem={designSystem} extraImageSource={libraryImages} />
      </div>
    );
  }

  return <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{content}</main>;
}
