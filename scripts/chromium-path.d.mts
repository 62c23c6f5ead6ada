export declare const DEBIAN_CHROMIUM: string;
export declare function chromiumExecutable(env?: Record<string, string | undefined>): Promise<{ path: string; source: 'CHROMIUM_PATH' | 'debian' | '@sparticuz/chromium' }>;
