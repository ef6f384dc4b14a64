import { useMutation } from '@tanstack/react-query';
import type { AnalyzeImagesInput, AnalyzeImagesResult } from '@shared/schemas/snippets';
import { apiJson } from '@/lib/api';

export const analyzeImages = (input: AnalyzeImagesInput) =>
  apiJson<AnalyzeImagesResult>('POST', '/api/analyze-images', input);

export const useAnalyzeImages = () => useMutation({ mutationFn: analyzeImages });
