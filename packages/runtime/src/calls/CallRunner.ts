import type { CallBinding, Spec, User } from '@specrun/model';
import { appError, type AppError } from '../errors/AppError.ts';
import { buildRequest } from './buildRequest.ts';
import type { CallLog, CallLogEntry } from './CallLog.ts';
import { contractViolations } from './contractViolations.ts';
import { codeForStatus } from './codeForStatus.ts';
import { decodeErrors, networkError } from './decodeErrors.ts';
import type { FaultSettings } from './FaultSettings.ts';
import { sendCall, type Exchange, type Transport } from './sendCall.ts';
import { ASSUMPTION_HEADER } from './wireHeaders.ts';

/** An answer's list is cut to this many items in the log. */
const LOGGED_ITEMS = 100;
/** An answer's text is cut to this many characters in the log. */
const LOGGED_CHARS = 20_000;

/** What a `CallRunner` needs: where calls go, who acts, the log, the clock and the faults. */
export interface CallRunnerContext {
  spec: Spec;
  send: Transport;
  baseUrl: string;
  origin: string;
  mode: 'mock' | 'live';
  user: () => User | undefined;
  /** Headers that tell a live server who acts, read at each call; default none. */
  credentials?: () => Readonly<Record<string, string>>;
  /** Hears an answer UNAUTHENTICATED to a call that carried credentials; default none. */
  unauthenticated?: () => void;
  log: CallLog;
  timeoutMs: number;
  faults: () => FaultSettings;
  random: () => number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/** What the user was doing: the entity, and `list`, `read`, …, or the lifecycle action taken. */
export interface CallPurpose {
  entity: string;
  verb: string;
}

/** What a call sends besides the request's fixed parts. */
export interface CallInput {
  params: Readonly<Record<string, string>>;
  /** The query's parameters (`offset`), after the path. */
  query?: Readonly<Record<string, string>>;
  version?: number;
  body?: unknown;
  /** What the app assumed to make the call (a parameter it had to guess), for the log. */
  assumptions?: string[];
}

/**
 * A call's outcome: refused (already logged, with the errors the user sees) or answered with a
 * success status, which the caller decodes and then logs with `finish`, saying how it handled it.
 */
export type Answered =
  | { ok: false; errors: AppError[] }
  | {
      ok: true;
      status: number;
      headers: Headers;
      /** Parsed JSON; the text when it is not JSON; `undefined` when there is none. */
      body: unknown;
      /** The call made, and its path's parameters. */
      binding: CallBinding;
      params: Readonly<Record<string, string>>;
      finish: (handling: string, assumptions?: string[]) => void;
    };

/**
 * Makes one call of point 7 and logs it: builds the request, sends it with the faults and the
 * timeout applied, checks the answer against the spec (`contractViolations`, not for injected answers),
 * and turns a failure into the errors the user sees — NETWORK for no answer, UNAUTHENTICATED for
 * 401, the body's catalogue codes for any other error status.
 */
export class CallRunner {
  constructor(private readonly context: CallRunnerContext) {}

  /** Sends the call and gives its answer or its errors; never rejects for a failed call. */
  async run(binding: CallBinding, purpose: CallPurpose, input: CallInput): Promise<Answered> {
    const { spec, log } = this.context;
    const started = this.context.now();
    const user = this.context.user();
    const credentials = this.context.credentials?.();
    const request = buildRequest(binding, {
      ...(credentials === undefined ? {} : { credentials }),
      baseUrl: this.context.baseUrl,
      origin: this.context.origin,
      params: input.params,
      ...(input.query === undefined ? {} : { query: input.query }),
      ...(user === undefined ? {} : { userId: user.id }),
      ...(input.version === undefined ? {} : { version: input.version }),
      ...(input.body === undefined ? {} : { body: input.body }),
    });
    const exchange = await sendCall(request, {
      send: this.context.send,
      timeoutMs: this.context.timeoutMs,
      faults: this.context.faults(),
      random: this.context.random,
      now: this.context.now,
      sleep: this.context.sleep,
      failureBody: (status) => this.failureBody(binding, status),
    });
    const base: Omit<CallLogEntry, 'id' | 'ms' | 'handling'> = {
      at: new Date(started).toISOString(),
      mode: this.context.mode,
      call: binding.call.name,
      method: request.method,
      url: request.url,
      ...(input.body === undefined ? {} : { sent: withoutPasswords(spec, binding, input.body) }),
      faults: exchange.faults,
      assumptions: [...(input.assumptions ?? [])],
      violations: [],
    };
    if (exchange.kind !== 'answer') {
      const error = networkError(spec);
      log.add({ ...base, ms: exchange.ms, handling: this.failureHandling(exchange) });
      return { ok: false, errors: [error] };
    }
    const { body, notJson } = parseBody(exchange.text);
    const said = exchange.headers.get(ASSUMPTION_HEADER);
    const assumed = said === null || said.trim() === '' ? [] : [decodeHeader(said)];
    const violations = exchange.injected
      ? []
      : contractViolations(binding, spec, exchange.status, body, {
          answerAssumed: assumed.length > 0,
        });
    if (notJson && !exchange.injected) violations.unshift('the body is not JSON');
    const entry = {
      ...base,
      status: exchange.status,
      ...logged(body),
      assumptions: [...base.assumptions, ...assumed],
      violations,
    };
    if (exchange.status >= 400) {
      const { errors } = decodeErrors(body, exchange.status, {
        spec,
        binding,
        entity: purpose.entity,
        action: purpose.verb,
      });
      log.add({ ...entry, ms: exchange.ms, handling: refusalHandling(errors) });
      const carried = credentials !== undefined && Object.keys(credentials).length > 0;
      if (carried && !exchange.injected && errors.some((e) => e.code === 'UNAUTHENTICATED'))
        this.context.unauthenticated?.();
      return { ok: false, errors };
    }
    return {
      ok: true,
      status: exchange.status,
      headers: exchange.headers,
      body,
      binding,
      params: input.params,
      finish: (handling, assumptions = []) => {
        log.add({
          ...entry,
          ms: exchange.ms,
          handling,
          assumptions: [...entry.assumptions, ...assumptions],
        });
      },
    };
  }

  /** Runs an operation in local storage and logs it as a `local` entry saying why. */
  async locally<T>(handling: string, run: () => Promise<T>): Promise<T> {
    const started = this.context.now();
    try {
      return await run();
    } finally {
      this.context.log.add({
        at: new Date(started).toISOString(),
        mode: 'local',
        ms: Math.max(0, this.context.now() - started),
        handling,
        faults: [],
        assumptions: [],
        violations: [],
      });
    }
  }

  /** The body of an injected failure: the status's code (`codeForStatus`) in the contract's shape. */
  private failureBody(binding: CallBinding, status: number): unknown {
    const { spec } = this.context;
    const error = appError(codeForStatus(spec, binding, status), spec.errors);
    return { errors: [{ code: error.code, message: error.message }] };
  }

  private failureHandling(
    exchange: Exchange & { kind: 'timeout' | 'network' | 'offline' },
  ): string {
    if (exchange.kind === 'timeout') return `shown NETWORK after ${this.context.timeoutMs} ms`;
    return `${exchange.detail}: shown NETWORK`;
  }
}

/** How the app handled an error answer: the sign-in prompt, or each error with its message. */
function refusalHandling(errors: readonly AppError[]): string {
  if (errors.some((e) => e.code === 'UNAUTHENTICATED'))
    return 'shown the sign-in prompt: UNAUTHENTICATED';
  const each = errors.map(
    (e) => `${e.code} — ${e.message}${e.field === undefined ? '' : ` (beside ${e.field})`}`,
  );
  return `refused: ${each.join('; ')}`;
}

function parseBody(text: string): { body: unknown; notJson: boolean } {
  if (text.trim() === '') return { body: undefined, notJson: false };
  try {
    return { body: JSON.parse(text) as unknown, notJson: false };
  } catch {
    return { body: text, notJson: true };
  }
}

/** The answer as the log keeps it: a long list or text cut, and said so. */
function logged(body: unknown): { answer?: unknown; abridged?: string } {
  if (body === undefined) return {};
  if (Array.isArray(body) && body.length > LOGGED_ITEMS)
    return {
      answer: body.slice(0, LOGGED_ITEMS),
      abridged: `the first ${LOGGED_ITEMS} of ${body.length} items`,
    };
  if (typeof body === 'string' && body.length > LOGGED_CHARS)
    return {
      answer: body.slice(0, LOGGED_CHARS),
      abridged: `the first ${LOGGED_CHARS} of ${body.length} characters`,
    };
  return { answer: body };
}

/** A header's text with the JSON `\uXXXX` escapes the mock writes for non-ASCII read back. */
function decodeHeader(value: string): string {
  return value.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/**
 * What the log keeps of a body: each value of a password field of the call's entity hidden, in
 * the call's envelope too (`{user: {password}}`).
 */
function withoutPasswords(spec: Spec, binding: CallBinding, body: unknown): unknown {
  const entity = spec.entities.find((e) => e.name === binding.entity);
  const secret = new Set(
    (entity?.fields ?? []).filter((f) => f.type.kind === 'password').map((f) => f.name),
  );
  if (secret.size === 0 || !isRecord(body)) return body;
  const key = binding.call.sends?.envelope?.key;
  const hidden = (values: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, secret.has(name) ? HIDDEN : value]),
    );
  const inner = key === undefined ? undefined : body[key];
  return key !== undefined && isRecord(inner) ? { ...body, [key]: hidden(inner) } : hidden(body);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the call log shows in place of a password. */
const HIDDEN = '(hidden)';
