import {
  behaviourKind,
  type BehaviourOption,
  type ListBehaviour,
  type ReadBehaviour,
} from '../model/ListBehaviour.ts';
import { advance } from '../read/sourceLines.ts';
import { isIdentifier } from './cells.ts';

/** What a behaviour's `does` cell says, read by its kind; `whereOffset` is where `where` starts. */
export type BehaviourDoes = Pick<ReadBehaviour, 'field' | 'actions' | 'options'> & {
  where?: string;
  whereOffset?: number;
};

const OPTIONS: Record<string, readonly BehaviourOption[]> = {
  add: ['trimmed'],
  edit: ['trimmed', 'empty deletes'],
};

/**
 * Reads the `does` cell of a list behaviour of a kind (lower case, single spaces): a field with
 * options for `add` and `edit` (`title, trimmed, empty deletes`); a boolean field or two actions
 * (`complete / reopen`) for `toggle` and `toggle all`; an action for `action` and `action all`; a
 * CEL condition, or nothing, for `count` and `delete all`; nothing for `delete`. A kind that is
 * none of these reads as nothing (the checker reports the kind). Gives a problem in words when
 * the cell does not fit its kind.
 */
export function readBehaviourDoes(
  kind: string,
  text: string,
): { ok: true; value: BehaviourDoes } | { ok: false; problem: string } {
  const does = text.trim();
  const fail = (problem: string) => ({ ok: false as const, problem });
  switch (kind) {
    case 'count':
    case 'delete all': {
      if (does === '') return { ok: true, value: { options: [] } };
      const lead = text.length - text.trimStart().length;
      return { ok: true, value: { options: [], where: does, whereOffset: lead } };
    }
    case 'delete':
      return does === ''
        ? { ok: true, value: { options: [] } }
        : fail(`a delete on each row takes nothing here, not "${does}"`);
    case 'action':
    case 'action all':
      return isIdentifier(does)
        ? { ok: true, value: { actions: [does], options: [] } }
        : fail(`"${does}" is not the name of an action`);
    case 'toggle':
    case 'toggle all': {
      const parts = does.split('/').map((part) => part.trim());
      if (parts.length === 1 && isIdentifier(does))
        return { ok: true, value: { field: does, options: [] } };
      if (parts.length === 2 && parts.every(isIdentifier))
        return { ok: true, value: { actions: parts, options: [] } };
      return fail(`"${does}" is neither a boolean field nor two actions (complete / reopen)`);
    }
    case 'add':
    case 'edit': {
      const [name = '', ...words] = does.split(',').map((part) => part.trim());
      if (!isIdentifier(name)) return fail(`"${name}" is not the name of a field`);
      const allowed = OPTIONS[kind] ?? [];
      const options: BehaviourOption[] = [];
      for (const written of words) {
        const word = written.toLowerCase().replace(/\s+/g, ' ');
        const option = allowed.find((known) => known === word);
        if (option === undefined)
          return fail(`"${written}" is not an option of ${kind} (${allowed.join(', ')})`);
        if (!options.includes(option)) options.push(option);
      }
      return { ok: true, value: { field: name, options } };
    }
    default:
      return { ok: true, value: { options: [] } };
  }
}

/**
 * A list behaviour with its `does` read by its kind (`readBehaviourDoes`), and the problem in
 * words when it does not fit (then only what could be read is there). The checker reports the
 * problem (`bad-behaviour`); the running app leaves such a behaviour out.
 */
export function readBehaviour(behaviour: ListBehaviour): {
  behaviour: ReadBehaviour;
  problem?: string;
} {
  const read = readBehaviourDoes(behaviourKind(behaviour), behaviour.does);
  if (!read.ok) return { behaviour: { ...behaviour, options: [] }, problem: read.problem };
  const { field, actions, options, where, whereOffset = 0 } = read.value;
  const parsed: ReadBehaviour = { ...behaviour, options };
  if (field !== undefined) parsed.field = field;
  if (actions !== undefined) parsed.actions = actions;
  if (where !== undefined) {
    parsed.where = { source: where };
    if (behaviour.doesAt) parsed.where.at = advance(behaviour.doesAt, behaviour.does, whereOffset);
  }
  return { behaviour: parsed };
}
