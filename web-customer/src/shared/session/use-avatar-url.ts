import { useEffect, useState } from 'react';
import { readToken } from './session.storage';

// The customer's own avatar as an object URL: the image route wants the bearer token, which an <img>
// cannot send, and a token in a URL would end up in logs.
export const useAvatarUrl = (avatarId: string | null | undefined): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!avatarId) {
      setUrl(null);
      return;
    }
    let current = true;
    let objectUrl: string | null = null;
    fetch(`/api/v1/me/avatar?v=${encodeURIComponent(avatarId)}`, { headers: { authorization: `Bearer ${readToken() ?? ''}` } })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || !current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((cause: unknown) => console.error('[avatar] could not load', cause));
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [avatarId]);
  return url;
};
