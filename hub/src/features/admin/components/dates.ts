// Console dates read the British way, with the time: operators compare them to the minute.
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

/** "25 Nov 2026, 18:20" (UK time). */
export const consoleDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
