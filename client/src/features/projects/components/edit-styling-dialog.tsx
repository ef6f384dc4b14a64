import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import {
  createProjectInput,
  type CreateProjectInput,
  type ProjectDto,
  type ProjectFormValues,
} from '@shared/schemas/projects';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useUpdateProject } from '../api/update-project';
import { ProjectFormDialog } from './project-form-dialog';

const formValuesOf = (p: ProjectDto): ProjectFormValues => ({
  name: p.name,
  stylingReference: p.stylingReference,
  sourceUrl: p.sourceUrl ?? '',
  cssContent: p.cssContent ?? '',
  fontFamily: p.fontFamily,
  primaryColor: p.primaryColor,
  accentColor: p.accentColor,
  borderRadius: p.borderRadius,
  boxShadow: p.boxShadow,
  isDarkMode: p.isDarkMode,
});

export function EditStylingButton({ project }: { project: ProjectDto }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateProject(project.id);
  const form = useForm<ProjectFormValues, unknown, CreateProjectInput>({
    resolver: zodResolver(createProjectInput),
    defaultValues: formValuesOf(project),
    shouldFocusError: false,
  });

  const openDialog = () => {
    // start from the project as it is now, not as it was when the page opened
    form.reset(formValuesOf(project));
    setOpen(true);
  };

  const onSubmit = (values: CreateProjectInput) =>
    update.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Project updated', description: 'The styling changes have been saved.' });
      },
      onError: (error) => toastFailure('Error', 'Failed to update project. Please try again.', error),
    });

  return (
    <>
      <Button variant="outline" onClick={openDialog}>
        <Pencil aria-hidden="true" />
        Edit Styling
      </Button>
      <ProjectFormDialog
        open={open}
        onOpenChange={setOpen}
        title="Edit Styling"
        description="The colours, type and shapes that steer every snippet of this project."
        form={form}
        idPrefix="edit-project"
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        pending={update.isPending}
        onSubmit={onSubmit}
      />
    </>
  );
}
