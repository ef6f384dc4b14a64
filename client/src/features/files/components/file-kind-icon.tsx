import { File, FileAudio, FileImage, FileText, FileVideo, type LucideIcon } from 'lucide-react';
import type { FileKind } from '@shared/schemas/files';
import { cn } from '@/lib/utils';

const ICONS: Record<FileKind, { icon: LucideIcon; tone: string }> = {
  image: { icon: FileImage, tone: 'bg-emerald-50 text-emerald-600' },
  video: { icon: FileVideo, tone: 'bg-violet-50 text-violet-600' },
  audio: { icon: FileAudio, tone: 'bg-amber-50 text-amber-600' },
  pdf: { icon: FileText, tone: 'bg-red-50 text-red-600' },
  other: { icon: File, tone: 'bg-slate-100 text-slate-500' },
};

/** The stand-in for a preview: one icon per kind (image, video, audio, pdf, other). */
export function FileKindIcon({ kind, className }: { kind: FileKind; className?: string }) {
  const { icon: Icon, tone } = ICONS[kind] ?? ICONS.other;
  return (
    <div className={cn('flex h-full w-full items-center justify-center', tone, className)}>
      <Icon aria-hidden="true" data-kind={kind} className="h-12 w-12" strokeWidth={1.5} />
    </div>
  );
}

/** What a card shows on top: the thumbnail, an SVG itself (an <img> never runs its scripts), or the icon. */
export function FilePreview({
  file,
  className,
}: {
  file: { kind: FileKind; fileType: string; fileUrl: string; thumbnailUrl: string | null };
  className?: string;
}) {
  const src = file.thumbnailUrl ?? (file.fileType === 'image/svg+xml' ? file.fileUrl : null);
  if (!src) return <FileKindIcon kind={file.kind} className={className} />;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn(
        'h-full w-full bg-slate-100 object-cover',
        file.fileType === 'image/svg+xml' && 'object-contain p-4',
        className,
      )}
    />
  );
}
