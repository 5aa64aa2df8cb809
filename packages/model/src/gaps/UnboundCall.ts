import type { Diagnostic } from '../model/Diagnostic.ts';
import type { Call, Spec } from '../model/Spec.ts';

/** A call of point 7 bound to no entity and operation, and why (`mapCalls`, `unbound-call`). */
export interface UnboundCall {
  call: Call;
  why: string;
}

/**
 * The unbound calls the checker's `unbound-call` diagnostics name, for a gap report made
 * without binding the calls again (`unboundCalls` binds them).
 */
export function unboundCallsIn(spec: Spec, diagnostics: readonly Diagnostic[]): UnboundCall[] {
  const found: UnboundCall[] = [];
  for (const d of diagnostics) {
    if (d.code !== 'unbound-call' || d.path[0] !== 'calls') continue;
    const call = spec.calls[Number(d.path[1])];
    if (call === undefined) continue;
    const cut = d.message.indexOf('records: ');
    const why = cut < 0 ? d.message : d.message.slice(cut + 'records: '.length).replace(/\.$/, '');
    found.push({ call, why });
  }
  return found;
}
