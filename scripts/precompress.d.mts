/** Writes `.br` and `.gz` beside each text file under `dir`; returns how many files it compressed. */
export function precompressDir(dir: string): number;
