import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { readConsent, saveConsent, type Consent } from '../../lib/consent';
import { paths } from '../../config/paths';

/** The cookie question at the bottom of every page until it is answered (spec section 2). */
export function CookieBanner({ onAnswer }: { onAnswer: (consent: Consent) => void }) {
  const [answered, setAnswered] = useState(() => readConsent() !== null);
  if (answered) return null;
  const answer = (consent: Consent) => {
    saveConsent(consent);
    setAnswered(true);
    onAnswer(consent);
  };
  return (
    <section
      aria-labelledby="cookie-title"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 px-4 py-4 shadow-[0_-8px_24px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cookie-title" className="font-semibold text-ink">
            Would You Like A Cookie?
          </h2>
          <p className="text-sm text-muted">
            We use cookies to understand which pages help people find good tradespeople. We only measure visits if you
            accept. Read our{' '}
            <Link to={paths.content('privacy')} className="font-medium text-brand-700 underline">
              privacy notice
            </Link>
            .
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={() => answer('declined')}>
            Decline
          </Button>
          <Button onClick={() => answer('accepted')}>Accept</Button>
        </div>
      </div>
    </section>
  );
}
