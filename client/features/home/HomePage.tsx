// The landing page at /: what the school is about, a greeting demo with a counter, the org-avatar
// demo, and the ways in.
import { Link } from 'react-router';
import { useSession } from '../../api/session.ts';
import { GreetingDemo } from './GreetingDemo.tsx';
import { OrgAvatarDemo } from './OrgAvatarDemo.tsx';

const AREAS = [
  { icon: '🐸', title: 'Brain Climb', text: 'Hop a frog up to the clouds. Every jump costs energy, and answering questions fills it back up.' },
  { icon: '💎', title: 'Learning World', text: 'Collect gems, dodge the mischievous blobs, and earn coins with the right answer.' },
  { icon: '🧑‍🏫', title: 'Class quizzes', text: 'Teachers share a six-letter code; the whole class climbs with the same questions.' },
  { icon: '📚', title: 'Stories and words', text: 'Read-aloud adventure stories and word lists with spelling tests in six languages.' },
];

export default function HomePage() {
  const { user } = useSession();
  return (
    <main className="page home">
      <section className="hero">
        <div className="hero-text">
          <h1>Learn by playing, <span className="accent">climb</span> by thinking.</h1>
          <p className="lead">
            Brain Climb is a school you can play: games that pay for every jump with a question answered,
            quizzes your teacher shares with a code, and a tutor that helps you think it through.
          </p>
          {user ? (
            <p className="greeting-line">Welcome back, <strong>{user.display_name}</strong>! Ready for today’s climb?</p>
          ) : (
            <div className="cta-row">
              <Link className="btn big" to="/users/sign_up">Sign up free</Link>
              <Link className="btn big ghost" to="/users/sign_in">I have an account</Link>
            </div>
          )}
        </div>
        <img className="hero-art" src="/assets/art/logo-brain-climb.svg" alt="Brain Climb: a green frog leaping up" width={360} height={270} />
      </section>

      <section className="about-school card" aria-labelledby="about-school-title">
        <h2 id="about-school-title">Our school</h2>
        <p>
          We believe children learn best when they are having fun and feel safe. Every game here is built
          around real questions from kindergarten to grade 8, in maths, science, history, geography and
          language arts. Parents can see how their children are doing, teachers can run a whole class,
          and nothing a child shares leaves the classroom.
        </p>
      </section>

      <section className="areas" aria-label="What you can do">
        {AREAS.map((a) => (
          <article key={a.title} className="area card">
            <div className="area-icon" aria-hidden="true">{a.icon}</div>
            <h3>{a.title}</h3>
            <p>{a.text}</p>
          </article>
        ))}
      </section>

      <section className="demos">
        <GreetingDemo defaultName={user?.display_name} />
        <OrgAvatarDemo />
      </section>

      <section className="contact-strip card">
        <h2>Questions? Say hello!</h2>
        <p>Write to us at <a href="mailto:hello@brainclimb.example">hello@brainclimb.example</a> or visit the <Link to="/contact">contact page</Link>.</p>
      </section>
    </main>
  );
}
