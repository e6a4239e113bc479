import { toString as renderQrCode } from 'qrcode';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Spinner } from '@client/components/ui/spinner';

/** The SVG of a QR code as an image address (the secret never leaves the page). */
async function qrCodeImage(text: string): Promise<string> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an image format
  const svg = await renderQrCode(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a data address
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A QR code an authenticator app can scan; its `alt` says what it holds for those who cannot. */
export function QrCodeImage({ text, alt }: { text: string; alt: string }) {
  const { t } = useLingui();
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    void qrCodeImage(text).then((src) => {
      if (current) setImage({ text, src });
    });
    return () => {
      current = false;
    };
  }, [text]);

  if (image?.text !== text) {
    return (
      <div className="flex h-52 w-52 items-center justify-center">
        <Spinner label={t`Drawing the QR code`} />
      </div>
    );
  }
  return (
    <img
      src={image.src}
      alt={alt}
      width={208}
      height={208}
      className="h-52 w-52 rounded-lg border border-ink-200 bg-white"
    />
  );
}
