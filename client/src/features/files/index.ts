export { FilesLibrary } from './components/files-library';
export { FileLibraryPicker, type FileLibraryPickerProps, type PickedFile } from './components/file-library-picker';
export { filesFromLibrary } from './library-files';
