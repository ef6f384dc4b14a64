import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/use-toast';
import { queryKeys } from '@/lib/query-keys';
import { uploadFile } from './api/upload-file';
import { failureText } from './failure-text';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  loaded: number;
}

// Several at once keeps the line busy; more would only split the same bandwidth.
const PARALLEL_UPLOADS = 3;
let nextId = 0;

/** Uploads files with per-file progress; each finished file refreshes the library. */
export function useFileUploads() {
  const qc = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const uploadOne = useCallback(
    async (item: UploadItem, file: File, controller: AbortController) => {
      try {
        if (controller.signal.aborted) return;
        await uploadFile(
          file,
          (loaded) => setItems((all) => all.map((x) => (x.id === item.id ? { ...x, loaded } : x))),
          controller.signal,
        );
        await qc.invalidateQueries({ queryKey: queryKeys.files.all });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          toastError('Upload failed', failureText(`There was a problem uploading your file "${file.name}"`, error));
        }
      } finally {
        controllers.current.delete(item.id);
        setItems((all) => all.filter((x) => x.id !== item.id));
      }
    },
    [qc],
  );

  const upload = useCallback(
    (files: File[]) => {
      const jobs = files.map((file) => ({
        file,
        item: { id: `upload-${++nextId}`, name: file.name, size: file.size, loaded: 0 },
        controller: new AbortController(),
      }));
      if (jobs.length === 0) return;
      for (const job of jobs) controllers.current.set(job.item.id, job.controller);
      setItems((all) => [...all, ...jobs.map((j) => j.item)]);
      let next = 0;
      const worker = async () => {
        for (let job = jobs[next++]; job; job = jobs[next++]) {
          await uploadOne(job.item, job.file, job.controller);
        }
      };
      for (let i = 0; i < Math.min(PARALLEL_UPLOADS, jobs.length); i++) void worker();
    },
    [uploadOne],
  );

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);

  return { items, upload, cancel, uploading: items.length > 0 };
}
