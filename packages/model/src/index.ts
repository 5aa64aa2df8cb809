// The public surface of @specrun/model. Each helper's module adds its named exports here.
export type {
  Answer,
  AnswerBody,
  Audience,
  Call,
  Constant,
  Entity,
  ErrorEntry,
  Envelope,
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
  SetBy,
  Spec,
  Transition,
  User,
  Value,
  Wire,
  WireText,
} from './model/Spec.ts';
export { POINTS, SCREEN_KINDS } from './model/Spec.ts';
export type {
  BehaviourKind,
  BehaviourOption,
  ListBehaviour,
  ReadBehaviour,
} from './model/ListBehaviour.ts';
export { readBehaviour } from './grammar/behaviourDoes.ts';
export {
  TEXT_FIELD_KINDS,
  BEHAVIOUR_KINDS,
  BEHAVIOUR_OPTIONS,
  behaviourKind,
  EDIT_FIELD_KINDS,
  ROW_BEHAVIOURS,
} from './model/ListBehaviour.ts';
export type { Diagnostic, Severity } from './model/Diagnostic.ts';
export { compareDiagnostics } from './model/Diagnostic.ts';
export { emptySpec } from './model/emptySpec.ts';
export { stripPositions } from './model/stripPositions.ts';
export { formatFieldType, parseFieldType } from './grammar/fieldType.ts';
export { readNoteClauses } from './grammar/noteClauses.ts';
export { formatPayload, parsePayload } from './grammar/payload.ts';
export { parseQuery } from './grammar/queryParams.ts';
export type { QueryParam, QueryReading } from './grammar/queryParams.ts';
export { DEFAULT_ERROR_SHAPE, parseErrorShape, SHAPE_PLACEHOLDERS } from './grammar/errorShape.ts';
export type { ShapeKey, ShapeNode, ShapePlaceholder, ShapeReading } from './grammar/errorShape.ts';
export { DEFAULT_TOKEN_HEADER, parseTokenHeader } from './grammar/tokenHeader.ts';
export type { TokenHeader } from './grammar/tokenHeader.ts';
export type { NoteClause, NoteReading } from './grammar/noteClauses.ts';
export type { CellResult } from './grammar/fieldType.ts';
export {
  findPlaceholders,
  formatAnswers,
  formatValue,
  isIdentifier,
  isUpperName,
  parseAnswers,
  parseNameList,
  notesProse,
  parseNotes,
  parseRequired,
  parseScreenTarget,
  parseValue,
} from './grammar/cells.ts';
export type { SampleValue } from './grammar/sampleValue.ts';
export { readSampleValue } from './grammar/sampleValue.ts';

// Reading either form (read/readSpec.ts, with the `yaml` package: read/withYamlPackage.ts; the
// readers that take the parser they are given are in reader.ts), from a file's bytes
// (read/decodeSpecBytes.ts).
export { detectFormat } from './read/readSpec.ts';
export { readMarkdown, readSpec } from './read/withYamlPackage.ts';
export { readYaml } from './read/readYaml.ts';
export type { ReadSpecOptions, SpecFormat } from './read/readSpec.ts';
export { formatOfFileName, SPEC_FILE_EXTENSIONS, stemOfSpecFileName } from './read/specFileName.ts';
export { positionAt } from './read/sourceLines.ts';
export { decodeSpecBytes } from './read/decodeSpecBytes.ts';
export type { DecodedSpec, SpecEncoding } from './read/decodeSpecBytes.ts';

// The Markdown reader and the table rows shared with the YAML reader (read/readMarkdown.ts,
// read/rows.ts): codes in docs/format.md.
export { buildRow, recognizeTable, TABLE_KINDS } from './read/rows.ts';
export type { Cell, ElementOf, Row, TableKind, TableKindInfo } from './read/rows.ts';
export { READER_CODES } from './read/readerCodes.ts';
export type { ReaderCode } from './read/readerCodes.ts';

// The gap report (gaps/reportGaps.ts).
export { reportGaps } from './gaps/reportGaps.ts';
export type { Gap, GapStatus } from './gaps/reportGaps.ts';
export { saidInWords } from './gaps/saidInWords.ts';
export type { SaidInWords } from './gaps/saidInWords.ts';

// The YAML form and the writers (read/readYaml.ts, write/, schema/).
export { writeMarkdown } from './write/writeMarkdown.ts';
export { writeYaml } from './write/writeYaml.ts';
export { specJsonSchema } from './schema/specJsonSchema.ts';
export type { JsonSchema } from './schema/specJsonSchema.ts';

// The checker (check/checkSpec.ts): codes in docs/diagnostics.md.
export { checkSpec } from './check/checkSpec.ts';
export { CHECK_CODES } from './check/checkCodes.ts';
export { BUILTIN_CODES } from './check/builtinCodes.ts';
export type { CheckCode } from './check/checkCodes.ts';
export { CEL_NAMES } from './check/expression/celNames.ts';
export { nestingProblem } from './check/expression/celDepth.ts';
export { membershipList } from './check/expression/membershipList.ts';

// Where constants and error codes are used (usage/findUsages.ts): the catalogue and constants views.
export { findUsages } from './usage/findUsages.ts';
export type { Usage, Usages } from './usage/findUsages.ts';

// calls (point 7): each call bound to an entity and an operation; path templates.
export { mapCalls, unboundCalls } from './calls/mapCalls.ts';
export { unboundCallsIn, type UnboundCall } from './gaps/UnboundCall.ts';
export { signingOperation } from './calls/signingCall.ts';
export type {
  CallBinding,
  CallMap,
  CallMatch,
  CallOperation,
  ScopeParam,
} from './calls/mapCalls.ts';
export {
  fillPath,
  matchPath,
  parsePathTemplate,
  pathParams,
  pathShape,
} from './calls/pathTemplate.ts';
export type { PathSegment, PathTemplate } from './calls/pathTemplate.ts';
export { matchSegments, pathSegments } from './routes/pathSegments.ts';
export { pluralOf } from './names/pluralOf.ts';
export { singularOf } from './names/singularOf.ts';
export { identifierOf, isNaturalName, nameWords, pathWordOf } from './names/naturalName.ts';

// assist: the pure logic under the workbench's editor (assist/): completion, quick fixes, Markdown
// table editing, section templates, and where expressions are, for highlighting.
export { completionsAt } from './assist/completions.ts';
export { FIELD_TYPES } from './assist/candidates.ts';
export type { Candidate, CandidateKind, Completions } from './assist/candidates.ts';
export { addSectionFix, missingPoints, quickFixes, quickFixTitles } from './assist/quickFixes.ts';
export type { QuickFix } from './assist/quickFixes.ts';
export {
  alignTableAt,
  appendRow,
  findTableAt,
  insertRowBelow,
  MAX_TABLE_ROWS,
  moveToCell,
  typeOverEmptyRow,
} from './assist/markdownTable.ts';
export type { MarkdownTable, TableEdit, TextEdit } from './assist/markdownTable.ts';
export { MAX_ROW_LENGTH } from './assist/tableRow.ts';
export type { TableCell, TableRow } from './assist/tableRow.ts';
export { sectionHeading, sectionTemplate } from './assist/sectionTemplates.ts';
export type { TemplateOptions } from './assist/sectionTemplates.ts';
export { cellContextAt } from './assist/cellContext.ts';
export type { CellContext } from './assist/cellContext.ts';
export { tokenizeCel } from './assist/celTokens.ts';
export type { CelToken, CelTokenType } from './assist/celTokens.ts';
export { expressionRanges } from './assist/expressionRanges.ts';
export type { ExpressionRange } from './assist/expressionRanges.ts';

// Reading, checking and placing the diagnostics on the text in one call (check/readAndCheckSpec.ts,
// check/locateDiagnostics.ts): what the CLI and the web app show.
export { checkReadSpec } from './check/readAndCheckSpec.ts';
export { readAndCheckSpec } from './read/withYamlPackage.ts';
export type { CheckedSpec } from './check/readAndCheckSpec.ts';
export { locateDiagnostics } from './check/locateDiagnostics.ts';

// The check that `specrun build` and `specrun dev` publish in `specrun.json`, and the app reads.
export { shippedSpecFor, hashSpecText, readShippedSpec } from './site/shippedSpec.ts';
export type { ShippedSpec } from './site/shippedSpec.ts';
