import { useMutation } from '@tanstack/react-query';
import { analyzeImagesResultSchema, type AnalyzeImagesInput } from '@shared/schemas/snippets';
import { apiJson } from '@/lib/api';

export const analyzeImages = (input: AnalyzeImagesInput) =>
  apiJson('POST', '/api/analyze-images', analyzeImagesResultSchema, input);

export const useAnalyzeImages = () => useMutation({ mutationFn: analyzeImages });
