import { describe, expect, it } from 'vitest';
import { editOutcomeToast } from './edit-outcome';

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
