export declare function startNextServer(
  port: number,
  env: Record<string, string>,
): Promise<{ log: string[]; stop: () => Promise<void>; kill: () => Promise<void> }>;
