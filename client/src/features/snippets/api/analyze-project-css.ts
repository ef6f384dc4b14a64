import { useMutation } from '@tanstack/react-query';
import type { AnalyzeCssInput, CssAnalysisResult } from '@shared/schemas/analysis';
import { apiJson } from '@/lib/api';

export const analyzeProjectCss = (input: AnalyzeCssInput) =>
  apiJson<CssAnalysisResult>('POST', '/api/analyze-css', input);

export const useAnalyzeProjectCss = () => useMutation({ mutationFn: analyzeProjectCss });
