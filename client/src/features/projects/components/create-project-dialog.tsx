import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import {
  createProjectInput,
  PROJECT_FORM_DEFAULTS,
  type CreateProjectInput,
  type ProjectFormValues,
} from '@shared/schemas/projects';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useCreateProject } from '../api/create-project';
import { ProjectFormDialog } from './project-form-dialog';

/** 'Create New Project': what was typed survives closing the dialog by mistake; a success starts afresh. */
export function CreateProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateProject();
  const form = useForm<ProjectFormValues, unknown, CreateProjectInput>({
    resolver: zodResolver(createProjectInput),
    defaultValues: PROJECT_FORM_DEFAULTS,
    shouldFocusError: false,
  });

  const onSubmit = (values: CreateProjectInput) =>
    create.mutate(values, {
      onSuccess: (project) => {
        form.reset(PROJECT_FORM_DEFAULTS);
        onOpenChange(false);
        toast({ title: 'Project created', description: `${project.name} has been created successfully` });
      },
      onError: (error) => toastFailure('Error', 'Failed to create project. Please try again.', error),
    });

  return (
    <ProjectFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New Project"
      description="A project carries the design system every snippet made in it follows."
      form={form}
      idPrefix="create-project"
      submitLabel="Create Project"
      pendingLabel="Creating..."
      pending={create.isPending}
      onSubmit={onSubmit}
    />
  );
}

export function NewProjectButton({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <Button className={className} onClick={onClick}>
      <Plus aria-hidden="true" />
      New Project
    </Button>
  );
}
