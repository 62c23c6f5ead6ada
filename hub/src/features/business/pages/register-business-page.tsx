import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { RegisterBusinessForm } from '../onboarding/components/register-business-form';

/** /business/register: a signed-in customer sets up their business in four short steps. */
export default function RegisterBusinessPage() {
  usePageHeader('Register your business');
  const session = useSession();
  // One business per account: someone who has one manages it instead.
  if (session.userInfo?.business) return <Navigate to={paths.ownBusiness()} replace />;
  return (
    <div className="flex flex-col gap-6">
      <p className="mx-auto max-w-3xl text-center text-sm text-muted sm:text-base">
        It takes about five minutes. Customers near you can find and recommend you as soon as you finish.
      </p>
      <RegisterBusinessForm accountEmail={session.userInfo?.emailAddress ?? ''} />
    </div>
  );
}
