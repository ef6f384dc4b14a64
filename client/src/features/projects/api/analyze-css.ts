import { useMutation } from '@tanstack/react-query';
import { cssAnalysisResultSchema, type AnalyzeCssInput } from '@shared/schemas/analysis';
import { apiJson } from '@/lib/api';

export const analyzeCss = (input: AnalyzeCssInput) =>
  apiJson('POST', '/api/analyze-css', cssAnalysisResultSchema, input);

export const useAnalyzeCss = () => useMutation({ mutationFn: analyzeCss });
