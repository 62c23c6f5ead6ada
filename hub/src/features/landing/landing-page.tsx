import { HydrateLater } from '../../lib/hydrate-later';
import { usePageHeader } from '../../lib/page-header';
import { CategoryGrid } from './components/category-grid';
import { ClosingCta } from './components/closing-cta';
import { ForTradespeople } from './components/for-tradespeople';
import { Hero } from './components/hero';
import { HowItWorksSteps } from './components/how-it-works-steps';
import { TrustPoints } from './components/trust-points';
import { useLandingCtas } from './hooks/use-landing-ctas';

/** '/': what Tradeshub is, for homeowners and for tradespeople, with a search to start from. */
export default function LandingPage() {
  usePageHeader('Find a tradesperson your neighbours trust');
  const { join, business, firstName } = useLandingCtas();
  return (
    <>
      <HydrateLater>
        <Hero firstName={firstName} business={business} />
      </HydrateLater>
      <HydrateLater>
        <HowItWorksSteps />
      </HydrateLater>
      <HydrateLater>
        <ForTradespeople business={business} />
      </HydrateLater>
      <HydrateLater>
        <TrustPoints />
      </HydrateLater>
      <HydrateLater>
        <CategoryGrid />
      </HydrateLater>
      <HydrateLater>
        <ClosingCta join={join} business={business} signedIn={firstName !== null} />
      </HydrateLater>
    </>
  );
}
