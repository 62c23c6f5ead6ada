import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSearchParams } from 'react-router';
import { usePageHeader } from '../../../lib/page-header';
import { usePendingConnections } from '../api/get-pending-connections';
import { ConnectionsTab } from '../components/connections-tab';
import { FindPeopleTab } from '../components/find-people-tab';
import { RequestsTab } from '../components/requests-tab';

const TABS = ['connections', 'requests', 'find'] as const;
type TabName = (typeof TABS)[number];

const tabClass =
  'relative flex-1 whitespace-nowrap rounded-lg px-2 py-2 sm:flex-none sm:px-4 text-sm font-semibold text-muted transition outline-none hover:text-ink data-focus:outline-3 data-focus:outline-accent-400 data-selected:bg-white data-selected:text-brand-700 data-selected:shadow-sm';

/** /connections: the caller's connections, requests waiting for them, and finding people to connect with. */
export default function ConnectionsPage() {
  usePageHeader('Connections');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected = Math.max(0, TABS.indexOf((requested ?? 'connections') as TabName));
  const pending = usePendingConnections();
  const firstPage = pending.data?.pages[0];
  const waiting = firstPage ? `${firstPage.items.length}${firstPage.nextCursor ? '+' : ''}` : null;

  // The tab lives in the URL so a notification or the browser's back button can return to it.
  const choose = (index: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (index === 0) next.delete('tab');
      else next.set('tab', TABS[index] ?? 'connections');
      return next;
    }, { replace: true });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <div>
        <h1 className="text-xl font-bold text-ink">Your connections</h1>
        <p className="mt-0.5 text-sm text-muted">People you know on Tradeshub, and the tradespeople they trust.</p>
      </div>
      <TabGroup selectedIndex={selected} onChange={choose}>
        <TabList aria-label="Connections" className="flex gap-1 rounded-xl bg-brand-50 p-1 sm:inline-flex">
          <Tab className={tabClass}>Connections</Tab>
          <Tab className={tabClass}>
            Requests
            {waiting && firstPage && firstPage.items.length > 0 && (
              <span className="ml-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[11px] font-bold text-white">
                <span className="sr-only">(</span>
                {waiting}
                <span className="sr-only"> waiting)</span>
              </span>
            )}
          </Tab>
          <Tab className={tabClass}>Find people</Tab>
        </TabList>
        <TabPanels className="mt-5">
          <TabPanel unmount>
            <ConnectionsTab onFindPeople={() => choose(2)} />
          </TabPanel>
          <TabPanel unmount>
            <RequestsTab />
          </TabPanel>
          <TabPanel unmount>
            <FindPeopleTab />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
