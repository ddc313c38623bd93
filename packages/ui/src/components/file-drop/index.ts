export {
  FileDrop,
  type FileDropProps,
  type FileDropItem,
  type FileUploadContext,
  type FileUploadStatus,
} from './file-drop';
export { formatFileSize, matchesAccept, validateFile, type FileRules } from './validate-file';
