import type { Question, UploadedFile } from '@telehealth/schemas';
import { useId, useState } from 'react';

import { uploadFile, type UploadContext } from './upload';

/** A photo question's field: choose photos (checked against the question's limits), each uploaded as chosen. */
export function FileUploadField({
  question,
  files,
  upload,
  describedBy,
  onFiles,
  onUploading,
  onError,
}: {
  question: Question;
  files: UploadedFile[];
  upload: UploadContext;
  describedBy: string | undefined;
  onFiles: (files: UploadedFile[]) => void;
  onUploading: (busy: boolean) => void;
  onError: (message: string | null) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const accept = question.input?.accept ?? ['image/jpeg', 'image/png', 'image/heic'];
  const maxFiles = question.input?.max_files ?? 1;
  const maxMb = question.input?.max_size_mb;
  // Browsers do not all know image/heic by type; the extension lets iPhone photos be picked.
  const acceptAttribute = [
    ...accept,
    ...(accept.some((type) => type.includes('hei')) ? ['.heic', '.heif'] : []),
  ].join(',');

  const onChange = async (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (chosen.length === 0) return;
    if (files.length + chosen.length > maxFiles) {
      onError(`You can upload at most ${maxFiles} ${maxFiles === 1 ? 'photo' : 'photos'}.`);
      return;
    }
    const tooLarge = maxMb === undefined ? undefined : chosen.find((file) => file.size > maxMb * 1024 * 1024);
    if (tooLarge) {
      onError(`${tooLarge.name} is larger than ${maxMb} MB.`);
      return;
    }
    onError(null);
    setBusy(true);
    onUploading(true);
    try {
      const stored: UploadedFile[] = [];
      for (const file of chosen) stored.push(await uploadFile(file, upload));
      onFiles([...files, ...stored]);
    } catch (error) {
      console.error('Upload failed', error);
      onError(error instanceof Error && error.message ? error.message : 'Unknown error');
    } finally {
      setBusy(false);
      onUploading(false);
    }
  };

  return (
    <div className="file-upload">
      <label htmlFor={`${id}-file`} className="file-upload__label">
        Choose {maxFiles === 1 ? 'a photo' : `up to ${maxFiles} photos`}
        {maxMb ? ` (at most ${maxMb} MB each)` : ''}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={acceptAttribute}
        multiple={maxFiles > 1}
        disabled={busy || files.length >= maxFiles}
        aria-describedby={describedBy}
        onChange={(event) => {
          void onChange(event.target.files);
          event.target.value = '';
        }}
      />
      {busy ? (
        <p className="file-upload__status" role="status">
          Uploading…
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="file-upload__list" aria-label="Uploaded photos">
          {files.map((file) => (
            <li key={file.fileId} className="file-upload__item">
              {file.url ? (
                <img src={file.url} alt={`Uploaded: ${file.name}`} className="file-upload__thumb" />
              ) : null}
              <span>{file.name}</span>
              <button
                type="button"
                className="button button--link"
                onClick={() => onFiles(files.filter((item) => item.fileId !== file.fileId))}
              >
                Remove<span className="intake-sr-only"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
