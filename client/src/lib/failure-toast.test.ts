import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { failureLines, serverReason } from './failure-toast';

const answer = (status: number, message: string) => new ApiError(status, JSON.stringify({ error: 'x', message }));

describe('failureLines', () => {
  it("puts the server's reason under the spec's text", () => {
    expect(
      failureLines(
        'Error',
        'Failed to create project. Please try again.',
        answer(400, 'Project name must be at most 200 characters'),
      ),
    ).toEqual(['Failed to create project. Please try again.', 'Project name must be at most 200 characters']);
  });

  it('keeps the spec text as the first line when the spec text is the title', () => {
    expect(failureLines('Failed to update status', undefined, answer(404, 'Snippet not found'))).toEqual([
      'Snippet not found',
    ]);
  });

  it('tells GitHub being unreachable apart from a refused token', () => {
    const lines = failureLines(
      'Failed to save GitHub token',
      'Please try again with a valid GitHub token that has the repo scope.',
      answer(502, 'GitHub could not be reached'),
    );
    expect(lines.at(-1)).toBe('GitHub could not be reached');
  });

  it('adds nothing the toast already says, nor a bare 500, nor a failure without an answer', () => {
    expect(failureLines('Failed to update status', undefined, answer(400, 'Failed to update status'))).toEqual([]);
    expect(failureLines('Error', 'Try again.', answer(500, 'Internal Server Error'))).toEqual(['Try again.']);
    expect(failureLines('Error', 'Try again.', new TypeError('Failed to fetch'))).toEqual(['Try again.']);
    expect(serverReason(new ApiError(400, 'not json'))).toBeUndefined();
  });
});
