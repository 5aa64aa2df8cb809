/** True for a `$ref` that names a URL (`https://…`, `urn:…`) rather than a file or a fragment. */
export function isUrlRef(ref: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(ref) && !/^file:/i.test(ref) && !/^[a-z]:[\\/]/i.test(ref);
}

/** The folder part of a slash-separated path (`a/b.yaml` → `a`; `b.yaml` → ``). */
export function dirnameOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/**
 * Joins a relative file reference onto a folder and normalises `.` and `..`; a path that climbs
 * above the root folder keeps its leading `..` segments.
 */
export function joinPath(folder: string, relative: string): string {
  const segments = relative.startsWith('/') ? [] : folder.split('/').filter((s) => s !== '');
  for (const part of relative.replace(/^file:(\/\/)?/i, '').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && segments.length > 0 && segments[segments.length - 1] !== '..')
      segments.pop();
    else segments.push(part);
  }
  return segments.join('/');
}

/** The file name without folder and extension, for naming what a whole-file `$ref` points at. */
export function baseNameOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.indexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
