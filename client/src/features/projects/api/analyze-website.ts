import { useMutation } from '@tanstack/react-query';
import { websiteAnalysisResultSchema, type AnalyzeWebsiteInput } from '@shared/schemas/analysis';
import { apiJson } from '@/lib/api';

export const analyzeWebsite = (input: AnalyzeWebsiteInput) =>
  apiJson('POST', '/api/analyze-website', websiteAnalysisResultSchema, input);

export const useAnalyzeWebsite = () => useMutation({ mutationFn: analyzeWebsite });
