import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationSettingsSchema, type NotificationSettings } from '@shared/schemas/notifications';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const URL = '/api/settings/notifications';

export function useNotificationSettings() {
  return useQuery({
    queryKey: queryKeys.settings.notifications,
    queryFn: () => apiJson('GET', URL, notificationSettingsSchema),
  });
}

export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettings) => apiJson('PUT', URL, notificationSettingsSchema, input),
    onSuccess: (saved) => qc.setQueryData(queryKeys.settings.notifications, saved),
  });
}
