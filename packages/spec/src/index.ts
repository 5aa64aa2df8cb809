// The public surface of @specrun/spec. Each helper's module adds its named exports here.
export type {
  Answer,
  AnswerBody,
  Audience,
  Call,
  Constant,
  Entity,
  ErrorEntry,
  Expression,
  Field,
  FieldKind,
  FieldType,
  Lifecycle,
  ListDisplay,
  Payload,
  Permission,
  PointKey,
  PointNumber,
  Position,
  Rule,
  Screen,
  ScreenKind,
  ScreenTarget,
  Section,
  Spec,
  Transition,
  User,
  Value,
} from './model/Spec.ts';
export { POINTS, SCREEN_KINDS } from './model/Spec.ts';
export type { Diagnostic, Severity } from './model/Diagnostic.ts';
export { emptySpec } from './model/emptySpec.ts';
export { stripPositions } from './model/stripPositions.ts';
export { formatFieldType, parseFieldType } from './grammar/fieldType.ts';
export type { CellResult } from './grammar/fieldType.ts';
export {
  findPlaceholders,
  formatAnswers,
  formatPayload,
  formatValue,
  isIdentifier,
  isUpperName,
  parseAnswers,
  parseNameList,
  parseNotes,
  parsePayload,
  parseRequired,
  parseScreenTarget,
  parseValue,
} from './grammar/cells.ts';
