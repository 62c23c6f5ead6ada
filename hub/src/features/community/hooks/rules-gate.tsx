import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { useSession } from '../../../lib/session';

// The rules dialog brings the markdown renderer and the dialog code: loaded when it first opens.
const RulesPrompt = lazy(() => import('../components/rules-prompt').then((module) => ({ default: module.RulesPrompt })));

interface RulesGate {
  /** Whether the signed-in person has accepted the community rules. */
  accepted: boolean;
  /** Opens the rules, to accept them. */
  ask: () => void;
}

const RulesGateContext = createContext<RulesGate>({ accepted: true, ask: () => undefined });

/** Whether writing is open to the person yet, and how to ask them to accept the rules. */
export const useRulesGate = () => useContext(RulesGateContext);

/**
 * Shows the community rules the first time someone opens the hub without having accepted
 * them, and again whenever they go to write; reading needs no acceptance.
 */
export function RulesGateProvider({ children }: { children: ReactNode }) {
  const { userInfo } = useSession();
  const accepted = userInfo?.communityRuleAccepted ?? false;
  const [open, setOpen] = useState(!accepted);
  // Mounted from the first opening on, so closing can still animate; never before it.
  const [opened, setOpened] = useState(!accepted);
  const ask = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <RulesGateContext.Provider value={{ accepted, ask }}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <RulesPrompt open={open && !accepted} onClose={() => setOpen(false)} />
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
