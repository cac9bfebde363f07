import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImageFile, IMAGE_ACCEPT, imageKindOf } from '../image/image-file';
import { FieldError } from './field-error';

interface ImageFieldProps {
  name: string;
  label: string;
  hint: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  onError: (failure: string | undefined) => void;
  testId?: string;
}

// A photo to upload, with a preview. Name, type and size are checked at once; the first bytes a moment
// later, so a renamed file is refused here rather than after the upload.
export const ImageField = ({ name, label, hint, file, onChange, error, onError, testId }: ImageFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clear = () => {
    if (input.current) input.current.value = '';
    onChange(null);
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) {
      onChange(null);
      return;
    }
    const failure = checkImageFile(chosen);
    onError(failure ?? undefined);
    if (failure) {
      clear();
      return;
    }
    onChange(chosen);
    const head = new Uint8Array(await chosen.slice(0, 8).arrayBuffer());
    const stillChosen = input.current?.files?.[0] === chosen;
    if (stillChosen && !imageKindOf(head)) {
      onError('validation.proofType');
      clear();
    }
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        name={name}
        accept={IMAGE_ACCEPT}
        className="file-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => void choose(event.target.files?.[0])}
        data-testid={testId}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {file && preview && (
        <figure className="proof-preview" data-testid={testId ? `${testId}-preview` : 'proof-preview'}>
          <img src={preview} alt={t('image.preview', { name: file.name })} />
          <figcaption>
            <span className="break">{file.name}</span>
            <button type="button" className="button button--ghost button--small" onClick={clear}>
              {t('image.remove')}
            </button>
          </figcaption>
        </figure>
      )}
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
};
