import type { Configuration } from 'webpack';

export interface RemoteConfigOptions {
  /** Remote name: MF container name, `uniqueName` and the key in `/mfe/remotes.json` (e.g. `mfe-public`). */
  name: string;
  /** The remote's folder (`__dirname` of its webpack.config.js); output goes to `<dir>/dist/`. */
  dir: string;
  /** Defaults to `{ './app': './src/lifecycles.tsx' }`. */
  exposes?: Record<string, string>;
}

export interface HostConfigOptions {
  name: string;
  /** The host's folder; entry `src/index.ts`, template `src/index.html`, output `<dir>/dist/`. */
  dir: string;
  /** Defaults to `/`. */
  publicPath?: string;
  /** Names of chunks the page loads on start that the entry does not import, preloaded from the page's head. */
  preloadChunks?: string[];
}

export interface SharedEntry {
  request: string;
  pkg: string;
}

export interface SharedModuleConfig {
  singleton: true;
  eager: boolean;
  requiredVersion: string;
  version: string;
  packageName: string;
}

/** The Module Federation `shared` option of the build in `dir`, keyed by request (SHARED). */
export function sharedConfig(dir: string, options: { eager: boolean }): Record<string, SharedModuleConfig>;
/** The `@clinic/platform` versions a build against `version` works with: its major, at least its minor. */
export function platformRange(version: string): string;
export function createRemoteConfig(options: RemoteConfigOptions): Configuration;
export function createHostConfig(options: HostConfigOptions): Configuration;
export const SHARED: readonly SharedEntry[];
export const SHARE_STRATEGY: 'loaded-first';
