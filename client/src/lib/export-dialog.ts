import type { GithubExportFile, GithubPushed } from '@shared/schemas/github';

/**
 * The props of a dialog that saves a converted file elsewhere (GitHub): the
 * converting feature opens it, the route page decides which dialog it is.
 */
export interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  file: GithubExportFile | null;
  onPushed?: (pushed: GithubPushed) => void;
}
