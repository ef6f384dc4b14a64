import { useNavigate } from 'react-router';
import { POST_DELETE_NAV_DELAY_MS } from '@shared/constants';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useDeleteProject } from '../api/delete-project';

/** 'Delete Project' confirmation; on success the list refreshes and the browser goes to / (SPEC §4). */
export function DeleteProjectDialog({
  project,
  onOpenChange,
}: {
  project: { id: number; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteProject();

  const onConfirm = () => {
    if (!project) return;
    remove.mutate(project, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: 'Project deleted', description: `${project.name} has been deleted successfully` });
        setTimeout(() => navigate('/'), POST_DELETE_NAV_DELAY_MS);
      },
      onError: (error) =>
        toastFailure('Error', 'Failed to delete project. Make sure you have the necessary permissions.', error),
    });
  };

  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={onOpenChange}
      title="Delete Project"
      description={
        <>
          Are you sure you want to delete <strong className="font-semibold text-slate-700">{project?.name}</strong>?
          This action cannot be undone. All snippets in this project will be deleted too.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
