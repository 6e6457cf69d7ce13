import { useNavigate } from 'react-router';

export default function AboutPage() {
  const navigate = useNavigate();
  return (
    <main className="page narrow">
      <a href="/" className="back-link" onClick={(e) => { e.preventDefault(); if (window.history.length > 1) navigate(-1); else navigate('/'); }}>← Go back</a>
      <h1>About Brain Climb</h1>
      <p className="lead">Brain Climb began with a simple idea: a game should make you think, and thinking should feel like play.</p>
      <div className="card">
        <h2>What we believe</h2>
        <ul className="ticks">
          <li>Every child can learn anything with enough tries, so a wrong answer is just the next question.</li>
          <li>Games should be fair: rewards come from real learning, never from paying.</li>
          <li>Children’s data belongs to their families. We keep only what the product needs.</li>
          <li>Teachers know their class best; we give them codes, not extra paperwork.</li>
        </ul>
      </div>
      <div className="card">
        <h2>Who it is for</h2>
        <p>Children from kindergarten to grade 8, their parents, and their teachers. It works on phones, tablets and laptops, and it runs without an internet connection at school.</p>
      </div>
    </main>
  );
}
