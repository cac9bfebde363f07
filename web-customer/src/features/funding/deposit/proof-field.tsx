import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../shared/ui/field-error';
import { checkProofFile, imageKindOf, PROOF_ACCEPT } from '../proof-image';

interface ProofFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  onError: (failure: string | undefined) => void;
}

// The `proof` file input with a preview. Name, type and size are checked at once; the first bytes a
// moment later, so a renamed file is refused here rather than after the upload.
export const ProofField = ({ file, onChange, error, onError }: ProofFieldProps) => {
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
    const failure = checkProofFile(chosen);
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
        {t('deposit.proof')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        name="proof"
        accept={PROOF_ACCEPT}
        className="file-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('deposit.proofHint')}
      </p>
      {file && preview && (
        <figure className="proof-preview" data-testid="proof-preview">
          <img src={preview} alt={t('deposit.proofPreview', { name: file.name })} />
          <figcaption>
            <span className="break">{file.name}</span>
            <button type="button" className="button button--ghost button--small" onClick={clear}>
              {t('deposit.proofRemove')}
            </button>
          </figcaption>
        </figure>
      )}
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
};
