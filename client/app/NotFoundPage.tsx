import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <main className="page narrow center">
      <img src="/assets/art/frog-fall.svg" alt="" width={96} height={96} onError={(e) => { e.currentTarget.style.display = 'none'; }} />
      <h1>We could not find that page</h1>
      <p>The frog looked everywhere. Let’s hop back to the start.</p>
      <p><Link className="btn" to="/">Back to Home</Link></p>
    </main>
  );
}
