import type { Message } from '@tradeshub/sdk';

type Receipt = 'Sent' | 'Delivered' | 'Seen';

/** Where a sent message has got to: sent (one tick), delivered (two), seen (two, coloured). */
export function receiptOf(message: Pick<Message, 'delivered' | 'seen'>): Receipt {
  if (message.seen) return 'Seen';
  return message.delivered ? 'Delivered' : 'Sent';
}

const TICK = 'M1.5 8.5l3.2 3.2L11 5';

export function Ticks({ message, className = '' }: { message: Pick<Message, 'delivered' | 'seen'>; className?: string }) {
  const receipt = receiptOf(message);
  const colour = receipt === 'Seen' ? 'text-accent-500' : 'text-muted';
  return (
    <span role="img" aria-label={receipt} title={receipt} className={`inline-flex shrink-0 ${colour} ${className}`}>
      <svg aria-hidden viewBox="0 0 18 16" className="h-3.5 w-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={TICK} />
        {receipt !== 'Sent' && <path d={TICK} transform="translate(5 0)" />}
      </svg>
    </span>
  );
}
