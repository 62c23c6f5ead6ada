import type { ReactNode } from 'react';
import type { Business } from '@tradeshub/sdk';

function FactCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <dl className="mt-3 flex flex-col gap-3 text-sm">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-ink wrap-anywhere">{children}</dd>
    </div>
  );
}

const notGiven = <span className="text-muted">Not given</span>;

/** What the owner gave at registration: contact details, address, reach and company numbers. */
export function BusinessFacts({ business }: { business: Business }) {
  const { location } = business;
  return (
    <div className="flex flex-col gap-4">
      <FactCard title="Contact details">
        <Fact label="Email">
          <a href={`mailto:${business.email}`} className="text-brand-700 hover:underline">
            {business.email}
          </a>
        </Fact>
        <Fact label="Phone">
          <a href={`tel:${business.businessPhoneNumber.replace(/\s+/g, '')}`} className="text-brand-700 hover:underline">
            {business.businessPhoneNumber}
          </a>
        </Fact>
      </FactCard>
      <FactCard title="Where you work">
        <Fact label="Address">
          <address className="not-italic">
            {location.address1}
            {location.address2 && (
              <>
                <br />
                {location.address2}
              </>
            )}
            <br />
            {location.locality} {location.postcode}
          </address>
        </Fact>
        <div className="grid grid-cols-2 gap-3">
          <Fact label="Service radius">{business.radius} miles</Fact>
          <Fact label="Service area">{business.serviceArea} miles</Fact>
        </div>
      </FactCard>
      <FactCard title="Company details">
        <Fact label="Trading as">{business.accountType === 'company' ? 'Limited company' : 'Individual (sole trader)'}</Fact>
        {business.accountType === 'company' && <Fact label="Companies House number">{business.crn ?? notGiven}</Fact>}
        <Fact label="VAT number">{business.vatNo ?? notGiven}</Fact>
      </FactCard>
    </div>
  );
}
