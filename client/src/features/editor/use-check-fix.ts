import { useState } from 'react';
import { DEFAULT_ACCENT_COLOR, DEFAULT_PRIMARY_COLOR, VERSION_MESSAGE_MAX } from '@shared/constants';
import type { CheckFinding } from '@shared/checks';
import type { SnippetDetailDto } from '@shared/schemas/snippets';
import { toast, toastError } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useSaveSnippet } from './api/snippet';
import type { SnippetChecks } from './use-snippet-checks';
import type { SnippetDraft } from './use-snippet-draft';

/**
 * The one-click fix of a finding, by the built-in engine (loaded when first used): applied to the
 * code in the editor and saved as a new version (or left unsaved beside unsaved edits), then the
 * checks run again on the result.
 */
export function useCheckFix(snippet: SnippetDetailDto, draft: SnippetDraft, checks: SnippetChecks) {
  const saveSnippet = useSaveSnippet(snippet.id);
  const [fixing, setFixing] = useState<CheckFinding | null>(null);

  async function fix(finding: CheckFinding) {
    if (!finding.autoFix || fixing) return;
    setFixing(finding);
    try {
      const { applyCheckFix } = await import('@atelier/offline-generator/check-fixes');
      const design = {
        primaryColor: snippet.designSystem?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
        accentColor: snippet.designSystem?.accentColor ?? DEFAULT_ACCENT_COLOR,
      };
      const result = applyCheckFix(
        draft.code,
        { kind: finding.autoFix, rule: finding.rule, selector: finding.selector, data: finding.data },
        design,
      );
      if (!result.ok) {
        toastError('This finding cannot be fixed by rule', result.reason);
        return;
      }
      if (draft.dirty) {
        draft.setCode(result.code);
        toast({ title: 'Fixed in the code', description: `${result.summary}. Save to keep it as a version.` });
        void checks.run(result.code);
        return;
      }
      const saved = await saveSnippet.mutateAsync({
        code: result.code,
        versionMessage: `Checks: ${result.summary}`.slice(0, VERSION_MESSAGE_MAX),
      });
      // The saved code is checked again (useChecksOnSave).
      draft.adopt(saved);
      toast({ title: 'Fixed and saved', description: `${result.summary}. A new version was saved.` });
    } catch (error) {
      toastFailure('The fix could not be saved. Please try again.', undefined, error);
    } finally {
      setFixing(null);
    }
  }

  return { fix, fixing };
}
