/**
 * The sdk client, loaded when first called for. Its module brings every contract (zod, about
 * 47 KB gz, and the main-thread time to build each schema): a page whose calls wait on
 * something the visitor does first (a place typed, a search asked) gets its first paint
 * and its first input without it (docs/decisions/0056-public-pages-paint-first.md).
 */
export const loadClient = () => import('./client').then((module) => module.client);
