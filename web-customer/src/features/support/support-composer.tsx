import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmissionKeys } from '../../shared/api/submission-key';
import { checkImageFile, IMAGE_ACCEPT } from '../../shared/image/image-file';
import { Button } from '../../shared/ui/button';
import { FieldError } from '../../shared/ui/field-error';

interface ComposerProps {
  busy: boolean;
  send: (message: { key: string; body: string; image: File | null }) => Promise<boolean>;
  placeholder?: string;
}

// Text and an optional image (JPG or PNG, checked here and decoded afresh on the server). Enter sends; Shift+Enter breaks the line.
export const SupportComposer = ({ busy, send, placeholder }: ComposerProps) => {
  const { t } = useTranslation();
  const keys = useSubmissionKeys();
  const [body, setBody] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (!body.trim() && !image) {
      setError('support.messageEmpty');
      return;
    }
    const key = keys.keyFor(`${body}:${image?.name ?? ''}:${image?.size ?? 0}`);
    const sent = await send({ key, body: body.trim(), image });
    keys.settle(sent ? undefined : { code: 'network' });
    if (sent) {
      setBody('');
      setImage(null);
      setError(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <form className="card support-composer" onSubmit={submit} noValidate data-testid="support-composer">
      <label className="visually-hidden" htmlFor="support-body">
        {t('support.message')}
      </label>
      <textarea
        id="support-body"
        className="support-composer__text"
        rows={2}
        maxLength={4000}
        value={body}
        placeholder={placeholder ?? t('support.placeholder')}
        onChange={(event) => {
          setBody(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit();
          if (event.key === 'Enter' && !event.shiftKey) event.preventDefault();
        }}
        data-testid="support-input"
      />
      {image && (
        <p className="support-composer__file">
          <span>{image.name}</span>
          <button type="button" className="link-button" onClick={() => setImage(null)}>
            {t('support.removeImage')}
          </button>
        </p>
      )}
      <FieldError id="support-error" messageKey={error ?? undefined} />
      <div className="support-composer__actions">
        <label className="button button--secondary button--small support-composer__attach">
          {t('support.attach')}
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            className="visually-hidden"
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const problem = file ? checkImageFile(file) : null;
              setError(problem);
              setImage(problem ? null : file);
            }}
            data-testid="support-image"
          />
        </label>
        <Button type="submit" busy={busy} data-testid="support-send">
          {t('support.send')}
        </Button>
      </div>
    </form>
  );
};
