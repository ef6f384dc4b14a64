import { useMutation } from '@tanstack/react-query';
import type { AnalyzeWebsiteInput, WebsiteAnalysisResult } from '@shared/schemas/analysis';
import { apiJson } from '@/lib/api';

export const analyzeWebsite = (input: AnalyzeWebsiteInput) =>
  apiJson<WebsiteAnalysisResult>('POST', '/api/analyze-website', input);

export const useAnalyzeWebsite = () => useMutation({ mutationFn: analyzeWebsite });
