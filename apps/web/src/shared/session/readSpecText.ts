// The spec reader (and the YAML library), loaded apart from the first screen: a site made by
// `specrun build` sends the model the CLI read (openSession's readOpened), and the gallery reads
// a spec only when one is opened. Imported dynamically by name, never `import('@specrun/model')`,
// which would make every module of the package part of whatever imports it.
export { detectFormat, readSpec } from '@specrun/model';
