import { Loader2, X } from 'lucide-react';
import { formatFileSize } from '@shared/format';
import { Button } from '@/components/ui/button';
import type { UploadItem } from '../use-file-uploads';

/** 'Uploading...' with one progress bar per file while uploads run. */
export function UploadBanner({ items, onCancel }: { items: UploadItem[]; onCancel: (id: string) => void }) {
  if (items.length === 0) return null;
  return (
    <section aria-label="Uploads" className="rounded-xl border border-sky-200 bg-sky-50 p-4">
      <p role="status" className="flex items-center gap-2 text-sm font-semibold text-sky-900">
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        Uploading...
      </p>
      <ul className="mt-3 space-y-2">
        {items.map((item) => {
          const percent = item.size > 0 ? Math.min(100, Math.round((item.loaded / item.size) * 100)) : 0;
          return (
            <li key={item.id} className="flex items-center gap-3">
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-3 text-xs text-sky-900">
                  <span className="truncate font-medium">{item.name}</span>
                  <span className="shrink-0 tabular-nums text-sky-700">
                    {percent}% of {formatFileSize(item.size)}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`Uploading ${item.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="mt-1 h-1.5 overflow-hidden rounded-full bg-sky-100"
                >
                  <div
                    className="h-full rounded-full bg-sky-600 transition-[width] duration-200"
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="h-7 w-7 shrink-0 text-sky-800 hover:bg-sky-100"
                aria-label={`Cancel upload of ${item.name}`}
                onClick={() => onCancel(item.id)}
              >
                <X />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
