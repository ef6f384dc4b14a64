import { useMutation } from '@tanstack/react-query';
import type { AnalyzeCssInput, CssAnalysisResult } from '@shared/schemas/analysis';
import { apiJson } from '@/lib/api';

export const analyzeCss = (input: AnalyzeCssInput) => apiJson<CssAnalysisResult>('POST', '/api/analyze-css', input);

export const useAnalyzeCss = () => useMutation({ mutationFn: analyzeCss });
