export declare function startNextServer(
  port: number,
  env: Record<string, string>,
): Promise<{ log: string[]; pid: number | undefined; stop: () => Promise<void>; kill: () => Promise<void> }>;
