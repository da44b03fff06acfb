export declare function createFreshDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }>;
