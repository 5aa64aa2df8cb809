import type { Diagnostic, Severity } from '../model/Diagnostic.ts';
import type { Spec } from '../model/Spec.ts';

/**
 * What `specrun build` and `specrun dev` found when they checked the spec, as `specrun.json`
 * carries it (`check`): the app then need not load the checker before its first screen.
 */
export interface ShippedSpec {
  /** `hashSpecText` of the text that was checked. */
  hash: string;
  /** The reader's and checker's diagnostics of that text, in source order. */
  diagnostics: Diagnostic[];
  /** The model the reader made of that text, when the CLI sent it (then the app need not read). */
  model?: Spec;
}

/**
 * The FNV-1a hash (32 bits, over the text's UTF-16 code units) of a spec's text, as 8 lower-case
 * hex digits: the CLI writes it into `specrun.json` and the app compares it with the text it
 * fetched, so that it uses the diagnostics only for the very text they are of.
 */
export function hashSpecText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * `check` when it is the check of `text` (its diagnostics, and the model when it has one), else
 * `undefined`: read and check the text here.
 */
export function shippedSpecFor(
  check: ShippedSpec | undefined,
  text: string,
): ShippedSpec | undefined {
  return check !== undefined && check.hash === hashSpecText(text) ? check : undefined;
}

const SEVERITIES = new Set<unknown>(['error', 'warning', 'info'] satisfies Severity[]);

/**
 * The `check` of `specrun.json`, or `undefined` when it has none or one this app cannot use (an
 * older or newer CLI's): the app then checks the spec itself, which only costs time.
 */
export function readShippedSpec(value: unknown): ShippedSpec | undefined {
  if (!isObject(value)) return undefined;
  const { hash, diagnostics, model } = value;
  if (typeof hash !== 'string' || !Array.isArray(diagnostics)) return undefined;
  if (!diagnostics.every(isDiagnostic)) return undefined;
  return isModel(model) ? { hash, diagnostics, model } : { hash, diagnostics };
}

/** The lists every model has: a value without them is no model this app can run. */
const MODEL_LISTS = [
  'sections',
  'audience',
  'screens',
  'entities',
  'lifecycles',
  'rules',
  'permissions',
  'users',
  'calls',
  'errors',
  'constants',
] as const;

/**
 * Whether `value` looks like the reader's model: an object with its name, intro and lists. The
 * CLI made it of the text whose hash the check carries; a model that is not whole is not used.
 */
function isModel(value: unknown): value is Spec {
  return (
    isObject(value) &&
    typeof value['name'] === 'string' &&
    typeof value['intro'] === 'string' &&
    MODEL_LISTS.every((list) => Array.isArray(value[list]))
  );
}

function isDiagnostic(value: unknown): value is Diagnostic {
  if (!isObject(value)) return false;
  const { code, severity, message, at, path, hint, subject } = value;
  return (
    typeof code === 'string' &&
    SEVERITIES.has(severity) &&
    typeof message === 'string' &&
    isObject(at) &&
    Number.isInteger(at['line']) &&
    Number.isInteger(at['column']) &&
    Array.isArray(path) &&
    path.every((p) => typeof p === 'string' || typeof p === 'number') &&
    (hint === undefined || typeof hint === 'string') &&
    (subject === undefined || typeof subject === 'string')
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
