import { readYaml } from './readYaml.ts';
import { readYamlTableBlock } from './readYamlTableBlock.ts';
import type { YamlReader } from './YamlReader.ts';

/** The readers' YAML half, parsing with the `yaml` package: what `readSpec` is given by default. */
export const YAML_READER: YamlReader = { readYaml, readYamlTableBlock };
