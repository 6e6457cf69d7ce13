// Loading between the menu and play. The images default to /assets/loading-1.gif and
// /assets/loading-2.gif unless the page provides others (meta loading-images, comma-separated).
import { useState } from 'react';

function loadingImages(): string[] {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="loading-images"]')?.content;
  const list = meta?.split(',').map((s) => s.trim()).filter(Boolean);
  return list?.length ? list : ['/assets/loading-1.gif', '/assets/loading-2.gif'];
}

export function LoadingScreen({ label = 'Getting your frog ready…' }: { label?: string }) {
  // One image per showing, kept across re-renders: not a flicker between the two.
  const [src] = useState(() => { const images = loadingImages(); return images[new Date().getSeconds() % images.length]; });
  return (
    <section className="bc-loading" role="status" aria-live="polite">
      <img src={src} alt="" width={128} height={128} />
      <p>{label}</p>
    </section>
  );
}
