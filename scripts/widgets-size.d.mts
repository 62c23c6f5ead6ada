/** Sizes of one built widget file, in bytes. */
export interface WidgetFileSize {
  file: string;
  raw: number;
  gz: number;
  br: number;
}

/** The files one kind of page downloads, with their summed sizes. */
export interface WidgetPageSize {
  files: string[];
  raw: number;
  gz: number;
  br: number;
}

/** The budgets in gzipped bytes: the rating badge alone, and all four widgets. */
export const BUDGETS: { ratingOnly: number; allFour: number };

/** Every built file with its sizes, and the two pages the budget is about. */
export function measureWidgets(dir?: string): {
  loader: WidgetFileSize;
  core: WidgetFileSize;
  chunks: WidgetFileSize[];
  ratingOnly: WidgetPageSize;
  allFour: WidgetPageSize;
};
