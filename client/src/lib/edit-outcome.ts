import type { EditOutcome } from '@shared/schemas/snippets';

/**
 * The toast after an edit: when the rule-based editor left part of the
 * instruction out, it says what was applied and what was not, so nobody
 * takes a partial change for the whole one.
 */
export function editOutcomeToast(
  outcome: EditOutcome | undefined,
  done: { title: string; description: string },
): { title: string; description: string } {
  if (!outcome || outcome.notApplied.length === 0) return done;
  const applied = outcome.applied.join(' ');
  const left = outcome.notApplied.join(' ');
  return {
    title: 'Partly applied',
    description: `Applied: ${applied} Not applied: ${left} The new code was saved as a new version.`,
  };
}
