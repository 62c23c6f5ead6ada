import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useWork } from '../../../entities/work';
import { usePageHeader } from '../../../lib/page-header';
import { useQuoteCustomers } from '../api/get-quote-customers';
import { QuoteBuilder } from '../components/quote-builder';
import { draftFromWork, emptyDraft } from '../quote-draft';
import { otherParty } from '../work-list';

const linkButton = 'inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600';

/** Who a new quote is for, when it was not started from a conversation: one of the tradesperson's customers. */
function ChooseCustomer() {
  const customers = useQuoteCustomers(true);
  if (customers.isPending) return <PageLoading label="Loading your customers…" />;
  if (customers.isError) return <ErrorState title="We could not load your customers" error={customers.error} onRetry={() => void customers.refetch()} />;
  if (customers.data.length === 0) {
    return (
      <EmptyState
        title="No customers to quote yet"
        action={
          <Link to={paths.messages()} className={linkButton}>
            Go to Messages
          </Link>
        }
      >
        A quote goes to a customer you are talking to. When a customer messages your business, you can quote them from the conversation.
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-3">
      <div>
        <h1 className="text-xl font-bold text-ink">Who is this quote for?</h1>
        <p className="text-sm text-muted">Your customers are the people who have messaged your business. The quote arrives in your conversation with them.</p>
      </div>
      <ul aria-label="Your customers" className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
        {customers.data.map((c) => (
          <li key={c.conversationId}>
            <Link to={paths.newQuote({ customerId: c.customerId, conversationId: c.conversationId })} className="flex min-h-12 items-center justify-between px-4 py-3 font-medium text-ink hover:bg-brand-50">
              {c.name}
              <span aria-hidden className="text-muted">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NewQuote() {
  const [search] = useSearchParams();
  const customerId = search.get('customerId');
  const conversationId = search.get('conversationId') ?? undefined;
  const customers = useQuoteCustomers(Boolean(customerId));
  if (!customerId) return <ChooseCustomer />;
  const name = customers.data?.find((c) => c.customerId === customerId)?.name;
  if (customers.isPending) return <PageLoading label="Getting the quote ready…" />;
  return <QuoteBuilder initial={emptyDraft()} target={{ customerId, conversationId }} customerName={name ?? 'your customer'} />;
}

function EditQuote({ workId }: { workId: string }) {
  const work = useWork(workId);
  if (work.isPending) return <PageLoading label="Loading the quote…" />;
  if (work.isError) return <ErrorState title="We could not load this quote" error={work.error} onRetry={() => void work.refetch()} />;
  if (work.data.quoteStatus !== 'DRAFT') {
    return (
      <EmptyState
        title="This quote has been sent"
        action={
          <Link to={paths.work(workId)} className={linkButton}>
            Open the work
          </Link>
        }
      >
        A sent quote cannot be changed. Once the contract is agreed, you can propose a new payment schedule from the work's page.
      </EmptyState>
    );
  }
  // Keyed by the work so a saved-and-reloaded draft starts the form afresh.
  return <QuoteBuilder key={work.data.id} initial={draftFromWork(work.data)} target={{ workId }} customerName={otherParty(work.data, 'TRADEPERSON')} />;
}

/** /managework/new (a new quote, for the customer of a conversation) and /managework/:id/edit (a draft). */
export default function QuoteBuilderPage() {
  const { id } = useParams();
  usePageHeader('Manage Work');
  return id ? <EditQuote workId={id} /> : <NewQuote />;
}
