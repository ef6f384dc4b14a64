export { FilesLibrary } from './components/files-library';
export { FileLibraryPicker, type FileLibraryPickerProps, type PickedFile } from './components/file-library-picker';
export { filesQueryKey } from './api/list-files';
export { filesFromLibrary } from './library-files';
