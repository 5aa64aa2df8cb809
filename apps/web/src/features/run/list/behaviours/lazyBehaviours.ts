import { lazyComponent } from '../../../../shared/loading/lazyComponent.tsx';

// The controls of list behaviours (checkboxes, a confirmation dialog, inputs in place) load with
// the first list that has behaviours: a list without them (the expense claims) shows its first
// screen without their code.

/** `ListTop`, loaded apart. */
export const LazyListTop = lazyComponent(() => import('./ListTop.tsx').then((m) => m.ListTop));

/** `ListFooter`, loaded apart. */
export const LazyListFooter = lazyComponent(() =>
  import('./ListFooter.tsx').then((m) => m.ListFooter),
);

/** `RowControl`, loaded apart. */
export const LazyRowControl = lazyComponent(() =>
  import('./RowControls.tsx').then((m) => m.RowControl),
);

/** `InlineEditText`, loaded apart. */
export const LazyInlineEditText = lazyComponent(() =>
  import('./InlineEdit.tsx').then((m) => m.InlineEditText),
);

/** `InlineEditInput`, loaded apart. */
export const LazyInlineEditInput = lazyComponent(() =>
  import('./InlineEdit.tsx').then((m) => m.InlineEditInput),
);

/** Starts loading the code of every behaviour control (once), for a list that has some. */
export function preloadBehaviours(): void {
  for (const component of [
    LazyListTop,
    LazyListFooter,
    LazyRowControl,
    LazyInlineEditText,
    LazyInlineEditInput,
  ])
    void component.preload();
}
