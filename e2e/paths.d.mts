export declare const e2ePort: () => number;
export declare const e2eDataDir: (port?: number) => string;
