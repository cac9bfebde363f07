import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

interface QrCodeProps {
  text: string;
  // What the code holds, for screen readers and when the image cannot be drawn.
  label: string;
  size?: number;
}

// Always dark on white, whatever the theme: that is what wallet scanners read reliably.
export const QrCode = ({ text, label, size = 184 }: QrCodeProps) => {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(text, { width: size * 2, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } })
      .then((url) => current && setDrawn({ text, url }))
      .catch((cause: unknown) => console.error('[qr] could not draw', cause));
    return () => {
      current = false;
    };
  }, [text, size]);

  const ready = drawn?.text === text;
  return (
    <div className="qr" style={{ width: size, height: size }} data-testid="qr-code">
      {ready ? <img src={drawn.url} width={size} height={size} alt={label} /> : <span className="qr__placeholder" role="img" aria-label={label} />}
    </div>
  );
};
