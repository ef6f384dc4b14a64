import type { FileDto } from '@shared/schemas/files';
import { VirtualGrid, type ColumnQueries } from '@/components/virtual-grid';
import { FileCard } from './file-card';

// Tailwind's sm, lg and xl breakpoints: 1, 2, 3 or 4 cards a row, as the placeholder grid.
const COLUMN_QUERIES: ColumnQueries = [
  ['(min-width: 1280px)', 4],
  ['(min-width: 1024px)', 3],
  ['(min-width: 640px)', 2],
];
// A card is about this tall with its gap; rows are measured once rendered.
const ESTIMATED_ROW_HEIGHT = 340;

/** The library's cards, windowed: only the rows near the viewport are in the page. */
export function FileGrid({ files, total, busy }: { files: FileDto[]; total: number; busy?: boolean }) {
  return (
    <VirtualGrid
      items={files}
      columns={COLUMN_QUERIES}
      estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
      getKey={(file) => file.id}
      renderItem={(file, position) => <FileCard file={file} position={position} setSize={total} />}
      label="Files"
      busy={busy}
    />
  );
}
