import type { FileUploadProps } from '@cloudscape-design/components/file-upload';

/** The texts of a one-file upload field, the same in every upload modal. */
export const singleFileUploadStrings: FileUploadProps.I18nStrings = {
  uploadButtonText: () => 'Choose file',
  dropzoneText: () => 'Drop the file here',
  removeFileAriaLabel: () => 'Remove file',
  errorIconAriaLabel: 'Error',
};
