export declare function loadDotEnv(file?: string): void
