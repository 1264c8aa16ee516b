// Types of scripts/lib/storage-rules-table.mjs, for the TypeScript rules tests.
export type StorageOperation = 'get' | 'list' | 'write';
export type StoragePolicy = Record<string, Record<StorageOperation, string[]>>;
export const STORAGE_RULES_PATH: string;
export function readStorageRules(path?: string): string;
export function staffRolesOf(rules: string): string[];
export function storagePolicyOf(rules: string): StoragePolicy;
export function pictureTypesOf(rules: string): string[];
export function allowLinesOf(rules: string): string[];
