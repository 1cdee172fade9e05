export const chromiumPath: string;
export const chromiumArgs: string[];
export const testLaunchOptions: { executablePath: string; args: string[] };
