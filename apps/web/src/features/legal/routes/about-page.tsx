import { Link } from 'react-router';
import { InfoPage, InfoSection } from '../components/info-page';

export function AboutPage() {
  return (
    <InfoPage
      title="About Khidma"
      lead="Khidma connects households with trusted professionals for repairs, installation and cleaning, booked in a few taps."
    >
      <InfoSection title="Who we are">
        <p>
          We are a small team that wants home services to be as easy to order as a taxi: clear prices before you book, a
          verified professional at your door and one place to follow every order.
        </p>
      </InfoSection>
      <InfoSection title="How it works">
        <ol className="list-decimal space-y-1 pl-5">
          <li>Pick a service and see its price and duration.</li>
          <li>Choose your address and pay online or in cash.</li>
          <li>A partner arrives, does the job, and you rate the work.</li>
        </ol>
      </InfoSection>
      <InfoSection title="Our partners">
        <p>
          Every partner applies with identity and skill documents and is reviewed before taking jobs. Are you a
          professional?{' '}
          <Link to="/registerpartner" className="font-semibold text-brand-700 underline">
            Become a partner
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
