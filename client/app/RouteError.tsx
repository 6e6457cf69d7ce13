import { Link, useRouteError } from 'react-router';

/** Shown when a screen fails to load or throws: a way home, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="page narrow center">
      <h1>Oops, something slipped!</h1>
      <p>This page could not be shown. Please reload, or go back home.</p>
      <p><Link className="btn" to="/">Back to Home</Link></p>
    </main>
  );
}
