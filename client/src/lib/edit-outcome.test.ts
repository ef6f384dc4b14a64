import { describe, expect, it } from 'vitest';
import type { CommentFixed } from '@shared/schemas/comments';
import { commentFixToast, commentRemainder, editOutcomeToast } from './edit-outcome';

const done = { title: 'Code updated', description: 'Saved.' };

describe('editOutcomeToast', () => {
  it('keeps the plain message when everything was applied or no outcome came back', () => {
    expect(editOutcomeToast(undefined, done)).toBe(done);
    expect(editOutcomeToast({ applied: ['Made it dark.'], notApplied: [] }, done)).toBe(done);
  });

  it('lists what was applied and what was not', () => {
    const t = editOutcomeToast(
      { applied: ['Switched to dark mode.'], notApplied: ['“add a parallax effect”: not understood.'] },
      done,
    );
    expect(t.title).toBe('Partly applied');
    expect(t.description).toContain('Applied: Switched to dark mode.');
    expect(t.description).toContain('Not applied: “add a parallax effect”: not understood.');
  });
});

const ORANGE = 'Changed the button colour to orange (#ffa500).';
const CAROUSEL = '“Turn the hero into a carousel with five slides”: not understood.';
const partial: CommentFixed = {
  id: 7,
  result: 'partial',
  approved: false,
  versionNumber: 3,
  mode: 'rules',
  outcome: { applied: [ORANGE], notApplied: [CAROUSEL] },
};

describe('commentFixToast', () => {
  it('says a whole fix was applied, with what the built-in editor did', () => {
    const applied: CommentFixed = { ...partial, result: 'applied', approved: true, outcome: undefined };
    expect(commentFixToast(applied)).toEqual({
      title: 'Comment applied',
      description: 'The code was updated and saved as a new version.',
    });
    expect(commentFixToast({ ...applied, outcome: { applied: [ORANGE], notApplied: [] } }).description).toBe(
      `Applied: ${ORANGE}\nThe code was updated and saved as a new version.`,
    );
  });

  it('says what a partial fix did and did not do, and that the comment stays pending', () => {
    expect(commentFixToast(partial)).toEqual({
      title: 'Comment partly applied',
      description: `Applied: ${ORANGE}\nNot applied: ${CAROUSEL}\nThe applied part was saved as a new version. The comment stays pending.`,
    });
  });

  it('says why nothing was applied and that nothing changed', () => {
    const none: CommentFixed = {
      id: 7,
      result: 'not-applied',
      approved: false,
      versionNumber: null,
      mode: 'full',
      reason: 'The change produced no difference in the code.',
    };
    expect(commentFixToast(none)).toEqual({
      title: 'Comment not applied',
      description: 'The change produced no difference in the code.\nNothing was changed. The comment stays pending.',
    });
  });
});

describe('commentRemainder', () => {
  const comment = 'Make the button orange. Turn the hero into a carousel with five slides';

  it('is the parts not applied of a partial fix', () => {
    expect(commentRemainder(comment, partial)).toBe('Turn the hero into a carousel with five slides');
    const quoted = {
      ...partial,
      outcome: { applied: [ORANGE], notApplied: ['“change the heading to “Hi””: no heading.', CAROUSEL] },
    };
    expect(commentRemainder(comment, quoted)).toBe(
      'change the heading to “Hi”\nTurn the hero into a carousel with five slides',
    );
  });

  it('is the whole comment when nothing applied or a part cannot be told whole', () => {
    const none: CommentFixed = {
      id: 7,
      result: 'not-applied',
      approved: false,
      versionNumber: null,
      mode: 'rules',
      reason: CAROUSEL,
    };
    expect(commentRemainder(comment, none)).toBe(comment);
    const cut = {
      ...partial,
      outcome: { applied: [ORANGE], notApplied: ['“Turn the hero into a carousel wi…”: not understood.'] },
    };
    expect(commentRemainder(comment, cut)).toBe(comment);
  });
});
