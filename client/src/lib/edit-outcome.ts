import type { CommentFixed } from '@shared/schemas/comments';
import type { EditOutcome } from '@shared/schemas/snippets';

export interface OutcomeToast {
  title: string;
  /** Lines separated by '\n' (the toast keeps them apart). */
  description: string;
}

const lines = (...parts: Array<string | false | undefined>) => parts.filter(Boolean).join('\n');
const appliedLine = (outcome: EditOutcome) => `Applied: ${outcome.applied.join(' ')}`;
const notAppliedLine = (outcome: EditOutcome) => `Not applied: ${outcome.notApplied.join(' ')}`;

/**
 * The toast after an edit: when the rule-based editor left part of the
 * instruction out, it says what was applied and what was not, so nobody
 * takes a partial change for the whole one.
 */
export function editOutcomeToast(outcome: EditOutcome | undefined, done: OutcomeToast): OutcomeToast {
  if (!outcome || outcome.notApplied.length === 0) return done;
  return {
    title: 'Partly applied',
    description: lines(appliedLine(outcome), notAppliedLine(outcome), 'The new code was saved as a new version.'),
  };
}

/**
 * The toast after 'Approve & Fix', by what the fix achieved: applied (the
 * comment is approved), partly applied or not applied (it stays pending).
 */
export function commentFixToast(fixed: CommentFixed): OutcomeToast {
  switch (fixed.result) {
    case 'applied':
      return {
        title: 'Comment applied',
        description: lines(
          fixed.outcome && fixed.outcome.applied.length > 0 && appliedLine(fixed.outcome),
          'The code was updated and saved as a new version.',
        ),
      };
    case 'partial':
      return {
        title: 'Comment partly applied',
        description: lines(
          appliedLine(fixed.outcome),
          notAppliedLine(fixed.outcome),
          'The applied part was saved as a new version. The comment stays pending.',
        ),
      };
    case 'not-applied':
      return {
        title: 'Comment not applied',
        description: lines(fixed.reason, 'Nothing was changed. The comment stays pending.'),
      };
  }
}

/** “make it pop”: not understood. → make it pop (a part cut short, ending in '…', is not whole). */
function notAppliedPart(item: string): string | null {
  const end = item.indexOf('”: ');
  if (!item.startsWith('“') || end < 0) return null;
  const part = item.slice(1, end).trim();
  return part === '' || part.endsWith('…') ? null : part;
}

/**
 * What is left to ask for in Prompt Code after a fix that was not whole: the
 * parts of the comment that were not applied, or the whole comment when they
 * cannot all be told (a model's answer, a part cut short).
 */
export function commentRemainder(comment: string, fixed: CommentFixed): string {
  if (fixed.result !== 'partial') return comment;
  const parts = fixed.outcome.notApplied.map(notAppliedPart);
  if (parts.length === 0 || parts.some((p) => p === null)) return comment;
  return parts.join('\n');
}
