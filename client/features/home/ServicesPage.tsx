const SERVICES = [
  { title: 'For children', points: ['Brain Climb and the Learning World: games that run on answers', 'Daily workbook quizzes by subject and grade', 'Read-aloud adventure stories where you choose the path', 'Spelling tests for words in six languages'] },
  { title: 'For parents', points: ['Child profiles with their own sign-in', 'See progress, coins and missed questions', 'Learning memories that help the tutor understand your child'] },
  { title: 'For teachers', points: ['Make a quiz, share a six-letter class code', 'Watch the class play live and replay a student’s climb', 'Export results as a spreadsheet'] },
];

export default function ServicesPage() {
  return (
    <main className="page">
      <h1>What Brain Climb offers</h1>
      <p className="lead">One place to play, practise and keep track, for the whole family and the whole class.</p>
      <div className="grid-3">
        {SERVICES.map((s) => (
          <section key={s.title} className="card">
            <h2>{s.title}</h2>
            <ul className="ticks">{s.points.map((p) => <li key={p}>{p}</li>)}</ul>
          </section>
        ))}
      </div>
    </main>
  );
}
