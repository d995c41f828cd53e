import { ContactUs } from '../components/legal-document';
import { InfoPage, InfoSection } from '../components/info-page';

export function SupportPage() {
  return (
    <InfoPage title="Support" lead="Something wrong with a booking, a payment or your account? We are here to help.">
      <InfoSection title="Before you write">
        <ul className="list-disc space-y-1 pl-5">
          <li>Have your order number ready (it starts with KH and is shown under My Orders).</li>
          <li>For a failed online payment, include the reference shown on the payment page.</li>
          <li>For a problem during a visit, tell us the time and what happened.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Hours">
        <p>Phone support answers every day from 8:00 to 22:00; email is read seven days a week.</p>
      </InfoSection>
      <ContactUs />
    </InfoPage>
  );
}
