import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

export interface Cta {
  label: string;
  to: string;
  /** The question before the link in the hero, e.g. 'A tradesperson?'; none for someone already running a business. */
  prompt?: string;
}

/** The landing page's two calls to action, for a visitor, a customer or a tradesperson. */
export function useLandingCtas(): { join: Cta; business: Cta; firstName: string | null } {
  const session = useSession();
  const user = session.isAuthenticated ? session.userInfo : null;
  if (!user) {
    return {
      join: { label: 'Join free', to: paths.register() },
      // Straight on to the business form once the account exists.
      business: { label: 'Register your business', to: paths.register(paths.registerBusiness()), prompt: 'A tradesperson?' },
      firstName: null,
    };
  }
  return {
    join: { label: 'Find a tradesperson', to: paths.find() },
    business: user.business
      ? { label: `Go to ${user.business.name}`, to: paths.ownBusiness() }
      : { label: 'Register your business', to: paths.registerBusiness(), prompt: 'A tradesperson?' },
    firstName: user.firstName,
  };
}
