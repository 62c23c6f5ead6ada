/** Sizes of one file the HTML for `/` names, in bytes. */
export interface HubFileSize {
  file: string;
  raw: number;
  gz: number;
  br: number;
}

/** Files of one kind with their summed sizes. */
export interface HubFileGroup {
  files: HubFileSize[];
  raw: number;
  gz: number;
  br: number;
}

/** The initial-JavaScript budget for `/`, in gzipped bytes. */
export const INITIAL_JS_BUDGET: number;

/** The addresses of the scripts and modulepreloads (and, apart, stylesheets) an HTML page names. */
export function namedAssets(html: string): { scripts: string[]; styles: string[] };

/** What `/` makes a first visit download (the built index.html's files and the landing page's route preloads): its scripts and its stylesheets. */
export function measureHubEntry(dir?: string): { scripts: HubFileGroup; styles: HubFileGroup };
