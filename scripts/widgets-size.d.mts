/** Sizes of one built widget file, in bytes. */
export interface WidgetFileSize {
  file: string;
  raw: number;
  gz: number;
  br: number;
}

/** The loader and the bundle in widgets/dist, raw, gzipped (level 9) and brotli'd (quality 11). */
export function measureWidgets(dir?: string): { loader: WidgetFileSize; bundle: WidgetFileSize };
