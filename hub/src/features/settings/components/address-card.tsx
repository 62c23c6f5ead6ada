import type { Address } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';

interface AddressCardProps {
  address: Address;
  isCurrent: boolean;
  radius: number;
  choosing: boolean;
  onChoose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved address: where it is, whether it is the current one, and what can be done with it. */
export function AddressCard({ address, isCurrent, radius, choosing, onChoose, onEdit, onDelete }: AddressCardProps) {
  const named = <span className="sr-only"> {address.address1}</span>;
  return (
    <li
      className={`flex flex-col gap-4 rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${isCurrent ? 'border-brand-400 ring-1 ring-brand-400' : 'border-line'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <address className="min-w-0 text-sm not-italic">
          <span className="block font-semibold break-words text-ink">{address.address1}</span>
          {address.address2 && <span className="block break-words text-muted">{address.address2}</span>}
          <span className="block text-ink">
            {address.locality} {address.postcode}
          </span>
        </address>
        {isCurrent && <span className="shrink-0 rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-800">Current address</span>}
      </div>
      <p className="text-sm text-muted">
        Local area: within <strong className="text-ink">{radius} miles</strong>
      </p>
      <div className="flex flex-wrap gap-2 border-t border-line pt-3">
        {!isCurrent && (
          <Button variant="secondary" busy={choosing} onClick={onChoose}>
            Use as current{named}
          </Button>
        )}
        <Button variant="ghost" onClick={onEdit}>
          Edit{named}
        </Button>
        <Button variant="ghost" className="text-danger! hover:bg-red-50!" onClick={onDelete}>
          Delete{named}
        </Button>
      </div>
    </li>
  );
}
