/**
 * The hub the widgets belong to is wherever their script came from, so one build serves any
 * deployment: the origin of the core module's own address. A page that is not served over
 * http(s) (a file, the unit tests) has no origin there, and uses its own.
 */
export const hubOriginOf = (scriptUrl: string) => {
  const { origin } = new URL(scriptUrl, location.href);
  return origin === 'null' ? location.origin : origin;
};
