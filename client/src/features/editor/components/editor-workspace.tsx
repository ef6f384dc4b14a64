import type { ReactNode } from 'react';
import type { SnippetDetailDto } from '@shared/schemas/snippets';
import type { PreviewPin } from '@/components/preview/types';
import { useCheckFix } from '../use-check-fix';
import { useChecksOnSave, useSnippetChecks } from '../use-snippet-checks';
import { ChecksBadge } from './checks-badge';
import { useSnippetDraft } from '../use-snippet-draft';
import { checksPanel } from './checks-panel';
import { CodeEditor } from './code-editor';
import { EditorHeader } from './editor-header';
import { EditorLayout } from './editor-layout';
import { EditorToolbar, PromptProgress } from './editor-toolbar';
import { PreviewFrame, PreviewPane, usePreviewHighlight } from './preview-pane';
import type { SidePanel } from './side-tabs';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

export type { SidePanel } from './side-tabs';

export interface EditorWorkspaceProps {
  snippet: SnippetDetailDto;
  /** The Shopify conversion and GitHub export controls, placed with the other actions. */
  actions?: ReactNode;
  /** Panels beside the preview in the split view (Comments, …), below the editor otherwise. */
  panels?: readonly SidePanel[];
  /** Numbered markers of pinned client comments. */
  pins?: readonly PreviewPin[];
}

const NO_PANELS: readonly SidePanel[] = [];

/**
 * The snippet editor: header and actions, the code editor and the live preview in tabs, stacked,
 * or side by side with a resizable divider (the panels one tab each beside the preview).
 */
export function EditorWorkspace({ snippet, actions, panels = NO_PANELS, pins }: EditorWorkspaceProps) {
  const draft = useSnippetDraft(snippet);
  const checks = useSnippetChecks(snippet.designSystem);
  useChecksOnSave(snippet.code, draft.streaming, checks.run);
  const fixer = useCheckFix(snippet, draft, checks);
  const allPanels = [...panels, checksPanel(checks, draft.code, fixer)];
  return (
    <PreviewPane busy={draft.streaming}>
      <EditorLayout
        header={(layoutSwitch) => (
          <>
            <UnsavedChangesGuard when={draft.dirty} />
            <EditorHeader
              snippet={snippet}
              draft={draft}
              layoutSwitch={layoutSwitch}
              checks={<ChecksBadge state={checks.state} />}
            />
            <EditorToolbar draft={draft} actions={actions} />
            <PromptProgress draft={draft} />
          </>
        )}
        code={(className) => (
          <LinkedCodeEditor
            value={draft.code}
            onChange={draft.setCode}
            readOnly={draft.streaming}
            className={className}
          />
        )}
        preview={(fill) => (
          <PreviewFrame
            code={draft.code}
            designSystem={snippet.designSystem}
            pins={pins}
            name={draft.name}
            fill={fill}
          />
        )}
        panels={allPanels}
      />
    </PreviewPane>
  );
}

/** The code editor, whose selected word the preview outlines. */
function LinkedCodeEditor(props: {
  value: string;
  onChange: (code: string) => void;
  readOnly: boolean;
  className: string;
}) {
  return <CodeEditor {...props} onSelectionText={usePreviewHighlight()} />;
}
