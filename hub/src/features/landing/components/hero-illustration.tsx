import { Icon } from './icons';

/** A street of homes with the two things people look for: who recommends them, and how they rate. */
export function HeroIllustration() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md">
      <svg viewBox="0 0 400 320" className="w-full drop-shadow-sm">
        <defs>
          <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--color-brand-100)" />
            <stop offset="1" stopColor="var(--color-accent-100)" />
          </linearGradient>
        </defs>
        <circle cx="200" cy="170" r="150" fill="url(#hero-sky)" />
        <circle cx="318" cy="70" r="22" fill="var(--color-accent-200)" />
        <rect x="40" y="270" width="320" height="10" rx="5" fill="var(--color-brand-200)" />
        {/* Left house */}
        <path d="M60 170 115 125l55 45v100H60z" fill="white" stroke="var(--color-brand-500)" strokeWidth="5" strokeLinejoin="round" />
        <rect x="100" y="220" width="30" height="50" rx="3" fill="var(--color-brand-500)" />
        <rect x="78" y="182" width="22" height="22" rx="3" fill="var(--color-brand-100)" />
        <rect x="130" y="182" width="22" height="22" rx="3" fill="var(--color-brand-100)" />
        {/* Right house, taller */}
        <path d="M190 150 260 95l70 55v120H190z" fill="white" stroke="var(--color-accent-500)" strokeWidth="5" strokeLinejoin="round" />
        <rect x="245" y="215" width="32" height="55" rx="3" fill="var(--color-accent-500)" />
        <rect x="210" y="165" width="26" height="26" rx="3" fill="var(--color-accent-100)" />
        <rect x="286" y="165" width="26" height="26" rx="3" fill="var(--color-accent-100)" />
        <rect x="296" y="100" width="16" height="30" fill="var(--color-accent-500)" />
        {/* Ladder and a tool bag */}
        <path d="M172 270 196 150M186 270 210 150" stroke="var(--color-muted)" strokeWidth="4" strokeLinecap="round" />
        <path d="M178 240h14M183 215h14M188 190h14M193 165h14" stroke="var(--color-muted)" strokeWidth="3" strokeLinecap="round" />
        <rect x="330" y="245" width="40" height="25" rx="5" fill="var(--color-brand-600)" />
        <path d="M340 245v-7h20v7" fill="none" stroke="var(--color-brand-600)" strokeWidth="4" />
      </svg>
      <div className="absolute top-[8%] -left-2 flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-xs shadow-lg ring-1 ring-line sm:-left-6">
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-accent-100 text-accent-600">
          <Icon name="star" className="h-4 w-4" />
        </span>
        <span>
          <span className="block font-bold text-ink">4.9 overall</span>
          <span className="text-muted">from 38 reviews</span>
        </span>
      </div>
      <div className="absolute right-0 bottom-[2%] flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-xs shadow-lg ring-1 ring-line sm:-right-6">
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-100 text-brand-600">
          <Icon name="users" className="h-4 w-4" />
        </span>
        <span>
          <span className="block font-bold text-ink">Recommended by 12</span>
          <span className="text-muted">neighbours on your street</span>
        </span>
      </div>
    </div>
  );
}
