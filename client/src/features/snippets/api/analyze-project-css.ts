import { useMutation } from '@tanstack/react-query';
import { cssAnalysisResultSchema, type AnalyzeCssInput } from '@shared/schemas/analysis';
import { apiJson } from '@/lib/api';

export const analyzeProjectCss = (input: AnalyzeCssInput) =>
  apiJson('POST', '/api/analyze-css', cssAnalysisResultSchema, input);

export const useAnalyzeProjectCss = () => useMutation({ mutationFn: analyzeProjectCss });
