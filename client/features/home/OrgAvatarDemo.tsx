// The org-avatar demo: fetches an organisation's avatar from a public code-hosting API (the address
// is page config). Offline, or when the call fails, it shows our own avatar instead.
import { useEffect, useState } from 'react';

const FALLBACK = '/assets/art/avatar-fallback.svg';

function apiUrl(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="org-avatar-api"]')?.content || undefined;
}

export function OrgAvatarDemo() {
  const [state, setState] = useState<{ src: string; name: string; live: boolean } | null>(null);
  useEffect(() => {
    const url = apiUrl();
    const controller = new AbortController();
    let cancelled = false;
    const fallback = () => { if (!cancelled) setState({ src: FALLBACK, name: 'Our friendly mascot', live: false }); };
    if (!url) { fallback(); return; }
    const timer = setTimeout(() => controller.abort(), 4000);
    fetch(url, { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((d: { avatar_url?: string; name?: string; login?: string }) => {
        if (!d.avatar_url) throw new Error('no avatar');
        if (!cancelled) setState({ src: d.avatar_url, name: d.name ?? d.login ?? 'Our friends', live: true });
      })
      .catch(fallback)
      .finally(() => clearTimeout(timer));
    return () => { cancelled = true; clearTimeout(timer); controller.abort(); };
  }, []);

  return (
    <article className="card demo avatar-demo" aria-labelledby="avatar-title">
      <h2 id="avatar-title">Friends of the school</h2>
      {state ? (
        <figure>
          <img src={state.src} alt={`${state.name} avatar`} width={96} height={96} onError={(e) => { if (!e.currentTarget.src.endsWith(FALLBACK)) e.currentTarget.src = FALLBACK; }} />
          <figcaption>{state.name}{state.live ? '' : ' (shown while we are offline)'}</figcaption>
        </figure>
      ) : (
        <p className="muted">Loading…</p>
      )}
    </article>
  );
}
