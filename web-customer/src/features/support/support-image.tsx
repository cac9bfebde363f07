import { useEffect, useState } from 'react';
import { readToken } from '../../shared/session/session.storage';

// An image of the conversation: served to its owner only (a bearer token), so it is fetched, not linked.
export const SupportImage = ({ imageId, alt }: { imageId: string; alt: string }) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    const token = readToken();
    void fetch(`/api/v1/support/images/${encodeURIComponent(imageId)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [imageId]);
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <img className="support-message__image" src={url} alt={alt} />
    </a>
  ) : (
    <span className="support-message__image support-message__image--loading" aria-label={alt} />
  );
};
