import type { Plugin } from 'esbuild';

/** See postgresQueuePlugin.mjs: the plugin, and how many imports of the queue it redirected. */
export function postgresQueuePlugin(): { plugin: Plugin; replaced: () => number };
