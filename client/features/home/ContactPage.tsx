export default function ContactPage() {
  return (
    <main className="page narrow">
      <h1>Contact us</h1>
      <p className="lead">We read every message, and we answer within two school days.</p>
      <div className="card">
        <h2>Write to us</h2>
        <p><a className="btn" href="mailto:hello@brainclimb.example">✉️ hello@brainclimb.example</a></p>
        <p>For a school or a whole district, tell us your number of classes and we will set you up.</p>
      </div>
      <div className="card">
        <h2>Help for families</h2>
        <p>Forgot a child’s password? A parent can set a new one from the account page. Worried about something you saw? Write to us with the word <strong>safety</strong> in the subject and we answer first.</p>
      </div>
    </main>
  );
}
