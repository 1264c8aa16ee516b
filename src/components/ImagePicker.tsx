import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { Alert, Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { isPictureType, PICTURE_TYPES } from '../lib/files';

export interface ExistingPicture {
  name: string;
  url: string;
}

export interface ImagePickerProps {
  /** Newly chosen files (controlled). */
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** Pictures already stored (e.g. when editing a product). */
  existing?: readonly ExistingPicture[];
  /** Without it the existing pictures have no remove button. */
  onRemoveExisting?: (picture: ExistingPicture) => void;
  /** Largest accepted file, in bytes. Default 10 MB. */
  maxSizeBytes?: number;
  /** Most pictures in total (existing + new); unlimited by default. */
  maxFiles?: number;
  /** Allow several pictures (default true); false keeps only the last one chosen. */
  multiple?: boolean;
  /** Shows the "take photo" camera button (default true). */
  allowCamera?: boolean;
  disabled?: boolean;
  /** Visible group label; default translated "Pictures". */
  label?: string;
  /** A validation message from the form (e.g. "Зураг оруулна уу"). */
  error?: string;
  id?: string;
}

const MB = 1024 * 1024;
/** What the file choosers offer: the picture types Storage takes. */
const ACCEPT = PICTURE_TYPES.join(',');

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/** One preview; owns its object URL and revokes it when the file is removed or on unmount. */
function FileThumb({ file, removeLabel, onRemove, disabled }: { file: File; removeLabel: string; onRemove: () => void; disabled?: boolean }) {
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (imgRef.current) imgRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <Thumb imgRef={imgRef} alt={file.name} removeLabel={removeLabel} onRemove={onRemove} disabled={disabled} />;
}

function Thumb({
  imgRef,
  src,
  alt,
  removeLabel,
  onRemove,
  disabled,
}: {
  imgRef?: Ref<HTMLImageElement>;
  src?: string;
  alt: string;
  removeLabel: string;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  return (
    <li className="position-relative border rounded overflow-hidden bg-light" style={{ width: 96, height: 96 }}>
      <img ref={imgRef} src={src} alt={alt} className="w-100 h-100" style={{ objectFit: 'cover' }} />
      {onRemove && (
        <Button
          type="button"
          color="danger"
          size="sm"
          className="position-absolute top-0 end-0 m-1 py-0 px-1 lh-1"
          aria-label={removeLabel}
          title={removeLabel}
          onClick={onRemove}
          disabled={disabled}
        >
          <span aria-hidden="true">×</span>
        </Button>
      )}
    </li>
  );
}

/**
 * Choose pictures from the device (several at once) or take one with the camera. Shows
 * thumbnails, each removable. Refuses files that are not raster pictures (PICTURE_TYPES: an SVG is
 * refused, as Storage refuses it) or are larger than `maxSizeBytes`, naming each refused file. Controlled: `value` holds the new files, `onChange` gets the new list.
 */
export function ImagePicker({
  value,
  onChange,
  existing = [],
  onRemoveExisting,
  maxSizeBytes = 10 * MB,
  maxFiles,
  multiple = true,
  allowCamera = true,
  disabled = false,
  label,
  error,
  id,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const baseId = id ?? autoId;
  const [problems, setProblems] = useState<string[]>([]);
  const chooseRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const maxMb = Math.round((maxSizeBytes / MB) * 10) / 10;

  const addFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Let the same file be chosen again after removing it.
    event.target.value = '';
    if (chosen.length === 0) return;
    const messages: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      if (!file.type.startsWith('image/')) {
        messages.push(t('ui.imagePicker.notImage', { name: file.name }));
      } else if (!isPictureType(file.type)) {
        messages.push(t('ui.imagePicker.notPicture', { name: file.name }));
      } else if (file.size > maxSizeBytes) {
        messages.push(t('ui.imagePicker.tooLarge', { name: file.name, max: maxMb }));
      } else if (!value.some((f) => sameFile(f, file)) && !accepted.some((f) => sameFile(f, file))) {
        accepted.push(file);
      }
    }
    let next = multiple ? [...value, ...accepted] : accepted.slice(-1);
    if (maxFiles !== undefined && existing.length + next.length > maxFiles) {
      next = next.slice(0, Math.max(maxFiles - existing.length, 0));
      messages.push(t('ui.imagePicker.tooMany', { max: maxFiles }));
    }
    setProblems(messages);
    if (accepted.length > 0) onChange(next);
  };

  const removeAt = (index: number) => {
    setProblems([]);
    onChange(value.filter((_, i) => i !== index));
  };

  // One-picture choosers (multiple false) read in the singular.
  const one = multiple === false;
  const groupLabel = label ?? t(one ? 'ui.imagePicker.labelOne' : 'ui.imagePicker.label');
  const chooseId = `${baseId}-choose`;
  const cameraId = `${baseId}-camera`;
  const hintId = `${baseId}-hint`;
  const empty = existing.length === 0 && value.length === 0;
  const full = maxFiles !== undefined && existing.length + value.length >= maxFiles;

  return (
    <div role="group" aria-labelledby={`${baseId}-label`} aria-describedby={hintId}>
      <div id={`${baseId}-label`} className="form-label">
        {groupLabel}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <input
          ref={chooseRef}
          id={chooseId}
          type="file"
          accept={ACCEPT}
          multiple={multiple}
          hidden
          aria-label={t(one ? 'ui.imagePicker.chooseOne' : 'ui.imagePicker.choose')}
          onChange={addFiles}
          disabled={disabled || full}
        />
        <Button type="button" color="primary" outline size="sm" onClick={() => chooseRef.current?.click()} disabled={disabled || full}>
          {t(one ? 'ui.imagePicker.chooseOne' : 'ui.imagePicker.choose')}
        </Button>
        {allowCamera && (
          <>
            <input
              ref={cameraRef}
              id={cameraId}
              type="file"
              accept={ACCEPT}
              capture="environment"
              hidden
              aria-label={t('ui.imagePicker.takePhoto')}
              onChange={addFiles}
              disabled={disabled || full}
            />
            <Button type="button" color="secondary" outline size="sm" onClick={() => cameraRef.current?.click()} disabled={disabled || full}>
              {t('ui.imagePicker.takePhoto')}
            </Button>
          </>
        )}
      </div>
      <div id={hintId} className="form-text mt-0 mb-2">
        {t(one ? 'ui.imagePicker.hintOne' : 'ui.imagePicker.hint', { max: maxMb })}
      </div>

      {problems.length > 0 && (
        <Alert color="warning" className="py-2 small" role="alert">
          <ul className="mb-0 ps-3">
            {problems.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      )}
      {error && (
        <div className="text-danger small mb-2" role="alert">
          {error}
        </div>
      )}

      {empty ? (
        <p className="text-muted small mb-0">{t(one ? 'ui.imagePicker.noneOne' : 'ui.imagePicker.none')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {existing.map((picture) => (
            <Thumb
              key={`existing-${picture.url}`}
              src={picture.url}
              alt={picture.name}
              removeLabel={t('ui.imagePicker.remove', { name: picture.name })}
              onRemove={onRemoveExisting ? () => onRemoveExisting(picture) : undefined}
              disabled={disabled}
            />
          ))}
          {value.map((file, index) => (
            <FileThumb
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              removeLabel={t('ui.imagePicker.remove', { name: file.name })}
              onRemove={() => removeAt(index)}
              disabled={disabled}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export default ImagePicker;
