import type { PickedFile } from './components/file-library-picker';

/** Downloads files picked from the library, as File objects a form can read like picked ones. */
export async function filesFromLibrary(picked: PickedFile[]): Promise<File[]> {
  return Promise.all(
    picked.map(async (p) => {
      const res = await fetch(p.fileUrl, { credentials: 'include' });
      if (!res.ok) throw new Error(`${res.status}: ${p.fileName}`);
      const blob = await res.blob();
      return new File([blob], p.fileName, { type: blob.type || p.fileType });
    }),
  );
}
