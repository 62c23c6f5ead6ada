import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toasts';
import { useConnectionCheck } from '../api/check-if-connected';
import { useCreateConnection } from '../api/create-connection';
import { useRespondToConnection } from '../api/respond-to-connection';

interface ConnectButtonProps {
  userId: string;
  /** The person's name, so the button says whom it connects with to a screen reader. */
  name: string;
  /** Asking to join a business's trusted connections (from its profile) rather than an ordinary request. */
  isTrustedConnection?: boolean;
  className?: string;
}

const stateClass = 'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold';

/**
 * Connect with a person, showing where things stand: 'Connected', 'Pending' (request sent),
 * 'Accept' (they asked first). Nothing for oneself, signed out, or after a refused request
 * (the server does not allow asking again).
 */
export function ConnectButton({ userId, name, isTrustedConnection = false, className = '' }: ConnectButtonProps) {
  const session = useSession();
  const me = session.userInfo?.id;
  const isSelf = me === userId;
  const check = useConnectionCheck(userId, session.isAuthenticated && !isSelf);
  const create = useCreateConnection();
  const respond = useRespondToConnection();

  if (!session.isAuthenticated || isSelf) return null;
  if (check.isPending) return <Button variant="secondary" className={className} busy disabled aria-label={`Checking your connection with ${name}`} />;

  const connection = check.data?.connection ?? null;
  if (check.data?.connected || connection?.status === 'ACCEPTED') {
    return (
      <span className={`${stateClass} bg-brand-50 text-brand-700 ${className}`}>
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z" />
        </svg>
        Connected
      </span>
    );
  }
  if (connection?.status === 'REJECTED') return null;
  if (connection?.status === 'PENDING' && connection.receiverId === me) {
    const accept = () =>
      respond.mutate(
        { connectionId: connection.id, status: 'ACCEPTED' },
        { onSuccess: () => toast.success(`You are now connected with ${name}.`), onError: (error) => toast.error(error) },
      );
    return (
      <Button className={className} busy={respond.isPending} onClick={accept} aria-label={`Accept ${name}'s connection request`}>
        Accept
      </Button>
    );
  }
  if (connection?.status === 'PENDING') {
    return <span className={`${stateClass} bg-accent-50 text-accent-700 ${className}`}>Pending</span>;
  }

  const connect = () =>
    create.mutate(
      { receiverId: userId, isTrustedConnection },
      { onSuccess: () => toast.success(`Connection request sent to ${name}.`), onError: (error) => toast.error(error) },
    );
  return (
    <Button className={className} busy={create.isPending} onClick={connect} aria-label={`Connect with ${name}`}>
      Connect
    </Button>
  );
}
