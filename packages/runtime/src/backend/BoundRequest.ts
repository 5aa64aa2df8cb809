import type { CallBinding, CallOperation, Entity, ShapeNode, Spec } from '@specrun/model';
import type { AccessDataSource } from '../access/AccessDataSource.ts';
import type { CallRequest } from './CallExchange.ts';
import type { ShapeContext } from './shapeAnswer.ts';
import type { Signing } from './signing.ts';

/** One request for a call bound to an entity and an operation, and what answering it needs. */
export interface BoundRequest {
  spec: Spec;
  entity: Entity;
  binding: CallBinding;
  /** What the call does (the binding's operation). */
  operation: CallOperation;
  /** The path's parameters, decoded. */
  params: Readonly<Record<string, string>>;
  request: CallRequest;
  /** The data source of the acting user: their permissions, the lifecycles and the rules. */
  source: AccessDataSource;
  /** The codes of the entity's rules of point 5 (answered with `validation errors`). */
  ruleCodes: ReadonlySet<string>;
  /** How answers are shaped for the acting user. */
  shape: ShapeContext;
  /** The spec's error shape, when point 7 gives one. */
  errorShape?: ShapeNode;
  /** Users, tokens and passwords. */
  signing: Signing;
}
