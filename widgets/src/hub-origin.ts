/**
 * The hub the widgets belong to is wherever their script came from, so one bundle serves any
 * deployment. Read while the bundle's own script runs: currentScript is only set then.
 */
export const hubOriginOf = (script: HTMLOrSVGScriptElement | null) => new URL((script as HTMLScriptElement | null)?.src || location.href).origin;
