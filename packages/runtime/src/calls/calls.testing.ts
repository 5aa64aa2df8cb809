// Test set-up shared by the calls' tests: the reference spec, a local source for operations
// without a call, a call log, and a fake transport that records what was sent.
import type { Spec, User } from '@specrun/model';
import {
  AccessDataSource,
  storeTransitionWriter,
  type AsyncActionRuleValidator,
} from '../access/AccessDataSource.ts';
import { createAccess } from '../access/Access.ts';
import { LocalDataSource } from '../data/LocalDataSource.ts';
import { expenseClaims, NOW } from '../rules/expenseClaims.testing.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { CallDataSource, type CallDataSourceOptions } from './CallDataSource.ts';
import { CallLog } from './CallLog.ts';
import type { Transport } from './sendCall.ts';

export { expenseClaims, NOW };

/** A request as the fake transport saw it. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** Headers as a plain object (the DOM lib here has no iterable `Headers`). */
export function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/** A JSON answer. */
export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** An answer without a body (204). */
export function empty(status = 204, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers });
}

/** A transport that answers with `answer` and records each request in `sent`. */
export function fakeSend(answer: (request: SentRequest) => Response | Promise<Response>): {
  send: Transport;
  sent: SentRequest[];
} {
  const sent: SentRequest[] = [];
  const send: Transport = async (request) => {
    const text = await request.text();
    const seen: SentRequest = {
      method: request.method,
      url: request.url,
      headers: headersOf(request.headers),
    };
    if (text !== '') seen.body = JSON.parse(text);
    sent.push(seen);
    return answer(seen);
  };
  return { send, sent };
}

/** A claim as the wire carries it. */
export function wireClaim(
  id: string,
  values: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    title: `Claim ${id}`,
    amount: 20,
    category: 'k1',
    spentOn: '2026-11-01',
    owner: 'u1',
    status: 'draft',
    ...values,
  };
}

/** A call data source over the reference spec (or `spec`), acting as u1, in mock mode. */
export function openCalls(
  options: Partial<Omit<CallDataSourceOptions, 'local' | 'access' | 'log' | 'user'>> & {
    spec?: Spec;
    user?: User | undefined;
    log?: CallLog;
    /** The rules on actions the local source checks (`AccessDataSource`'s `ruleValidator`). */
    ruleValidator?: AsyncActionRuleValidator;
  } = {},
) {
  const spec = options.spec ?? expenseClaims();
  const store = new MemoryRecordStore();
  const actor = spec.users.find((u) => u.id === 'u1')!;
  const access = createAccess(spec, actor, { now: () => NOW });
  let ids = 0;
  const local = new AccessDataSource(
    new LocalDataSource(spec, store, { now: () => NOW.toISOString(), newId: () => `l${++ids}` }),
    {
      access,
      writeTransition: storeTransitionWriter(store, spec.errors),
      ...(options.ruleValidator ? { ruleValidator: options.ruleValidator } : {}),
    },
  );
  const log = options.log ?? new CallLog();
  const { spec: _spec, user, log: _log, ruleValidator: _ruleCheck, ...rest } = options;
  const source = new CallDataSource({
    spec,
    baseUrl: '',
    origin: 'http://localhost',
    user: () => ('user' in options ? user : actor),
    local,
    access: () => access,
    log,
    now: () => NOW.getTime(),
    ...rest,
  });
  return { spec, store, local, log, source, access, actor };
}
