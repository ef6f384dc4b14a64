import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { conversionFailureReason, conversionFailureText } from './conversion-failure';

describe('conversionFailureText', () => {
  it('tells an overloaded service from a failed conversion and anything else', () => {
    const overloaded = new ApiError(
      503,
      JSON.stringify({
        error: 'ai_overloaded',
        message: 'The AI service is overloaded. Please try again in a few minutes.',
      }),
    );
    expect(conversionFailureText(overloaded)).toBe('The AI service is overloaded. Please try again in a few minutes.');
    const failed = new ApiError(
      422,
      JSON.stringify({ message: 'Failed to convert the snippet to a Shopify section: bad CSS' }),
    );
    expect(conversionFailureText(failed)).toBe('The AI service may be experiencing issues. Please try again later.');
    expect(conversionFailureText(new TypeError('Failed to fetch'))).toBe(
      'Something went wrong while converting. Please try again.',
    );
  });
});

describe('conversionFailureReason', () => {
  it('shows a 4xx reason and hides a 5xx one', () => {
    expect(conversionFailureReason(new ApiError(422, JSON.stringify({ message: 'Failed to convert: x' })))).toBe(
      'Failed to convert: x',
    );
    expect(
      conversionFailureReason(new ApiError(500, JSON.stringify({ message: 'Internal Server Error' }))),
    ).toBeUndefined();
    expect(conversionFailureReason(new Error('x'))).toBeUndefined();
  });
});
