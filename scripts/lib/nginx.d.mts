export declare function startNginx(port: number, upstreamPorts: number[]): Promise<{ stop: () => Promise<void> }>;
