import { createContext, lazy, Suspense, useContext, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../../../lib/session';

// The rules dialog brings the markdown renderer and the dialog code: loaded when it first opens.
const RulesPrompt = lazy(() => import('../components/rules-prompt').then((module) => ({ default: module.RulesPrompt })));

interface RulesGate {
  /** Whether the signed-in person has accepted the community rules. */
  accepted: boolean;
  /** Whether that is known yet: not while the profile loads on a page drawn before it. */
  known: boolean;
  /** Opens the rules, to accept them. */
  ask: () => void;
}

const RulesGateContext = createContext<RulesGate>({ accepted: true, known: true, ask: () => undefined });

/** Whether writing is open to the person yet, and how to ask them to accept the rules. */
export const useRulesGate = () => useContext(RulesGateContext);

/**
 * Shows the community rules the first time someone opens the hub without having accepted
 * them, and again whenever they go to write; reading needs no acceptance. On a page drawn
 * before the profile, nothing is asked until the profile says.
 */
export function RulesGateProvider({ children }: { children: ReactNode }) {
  const { userInfo } = useSession();
  const accepted = userInfo ? userInfo.communityRuleAccepted : null;
  const [closed, setClosed] = useState(false);
  // Mounted from the first opening on, so closing can still animate; never before it.
  const [asked, setAsked] = useState(false);
  const shownUnasked = useRef(false);
  if (accepted === false) shownUnasked.current = true;
  const ask = () => {
    setAsked(true);
    setClosed(false);
  };
  return (
    <RulesGateContext.Provider value={{ accepted: accepted === true, known: accepted !== null, ask }}>
      {children}
      {(asked || shownUnasked.current) && (
        <Suspense fallback={null}>
          <RulesPrompt open={accepted === false && !closed} onClose={() => setClosed(true)} />
        </Suspense>
      )}
    </RulesGateContext.Provider>
  );
}

/** In place of a composer or a comment box until the rules are accepted. */
export function AcceptRulesFirst({ to }: { to: string }) {
  const { ask } = useRulesGate();
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-brand-300 bg-brand-50/60 p-4 text-sm text-ink sm:flex-row sm:items-center sm:justify-between">
      <p>Accept the community rules to {to}.</p>
      <button type="button" onClick={ask} className="min-h-10 rounded-lg bg-brand-500 px-4 py-2 font-semibold text-white hover:bg-brand-600">
        Read the rules
      </button>
    </div>
  );
}
