// The frame of every page: header with navigation, the coin balance, the signed-in user (with the
// avatar they chose), and the mobile menu; Services and Contact are linked from the footer.
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../api/client.ts';
import { useSession, useSessionRefresh } from '../api/session.ts';
import { Avatar } from '../features/account/Avatar.tsx';
import { CoinBalance } from '../features/coins/CoinBalance.tsx';

const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/brain-climb', label: 'Brain Climb' },
  { to: '/learning_world', label: 'Learning World' },
  { to: '/quizzes', label: 'Quizzes' },
  { to: '/game_leaderboard', label: 'Leaderboard' },
  { to: '/about', label: 'About' },
];

const ROLE_LABEL = { student: 'Student', parent: 'Parent', teacher: 'Teacher' } as const;

export function Layout() {
  const { user } = useSession();
  const refresh = useSessionRefresh();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    // Navigating closes the mobile menu.
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  const signOut = async () => {
    await api('DELETE', '/users/sign_out');
    await refresh(null);
    navigate('/');
  };

  return (
    <div className="shell">
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="site-header">
        <Link to="/" className="brand" aria-label="Brain Climb home">
          <img src="/assets/art/app-logo.svg" alt="" width={40} height={40} />
          <span>Brain Climb</span>
        </Link>
        {user && <CoinBalance userId={user.id} />}
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="menu-icon" aria-hidden="true" />
          <span>Menu</span>
        </button>
        <nav id="site-menu" className={`site-menu${menuOpen ? '' : ' hidden'}`} aria-label="Main">
          <ul className="nav-links">
            {NAV.map((n) => (
              <li key={n.to}><NavLink to={n.to} end={n.end}>{n.label}</NavLink></li>
            ))}
            {user?.role === 'teacher' && <li><NavLink to="/teacher">My Quizzes</NavLink></li>}
            {user && user.role !== 'teacher' && <li><NavLink to="/challenges">Challenges</NavLink></li>}
          </ul>
          <div className="nav-user">
            {user ? (
              <>
                <Link to="/account" className="user-chip" aria-label={`Your account: ${user.display_name}, ${ROLE_LABEL[user.role]}`}>
                  <Avatar avatarId={user.avatar_id} name={user.display_name} />
                  <span className="user-name">{user.display_name}</span>
                  <span className="role-badge">{ROLE_LABEL[user.role]}</span>
                </Link>
                <button type="button" className="btn small ghost" onClick={signOut}>Sign out</button>
              </>
            ) : (
              <>
                <NavLink to="/users/sign_in" className="btn small ghost">Sign in</NavLink>
                <NavLink to="/users/sign_up" className="btn small">Sign up free</NavLink>
              </>
            )}
          </div>
        </nav>
      </header>
      <div id="main" className="main-area">
        <Outlet />
      </div>
      <footer className="site-footer">
        <nav aria-label="Footer">
          <Link to="/">Home</Link> · <Link to="/about">About</Link> · <Link to="/services">Services</Link> · <Link to="/contact">Contact</Link>
        </nav>
        <p>Made for curious minds. <a href="mailto:hello@brainclimb.example">hello@brainclimb.example</a></p>
      </footer>
    </div>
  );
}
