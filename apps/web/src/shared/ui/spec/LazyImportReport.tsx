import { lazy, Suspense } from 'react';
import type { OpenApiReport } from '../../openapi/OpenApiReport.ts';

// The report's table (scroll area, badges with tooltips) loads only for a spec made by an import:
// a spec's first screen without one never carries its code.
const ImportReportSection = lazy(() =>
  import('./ImportReportSection.tsx').then((m) => ({ default: m.ImportReportSection })),
);

/** What the import of an OpenAPI document said, when the spec was made by one; else nothing. */
export function LazyImportReport({ report }: { report: OpenApiReport | undefined }) {
  if (report === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ImportReportSection report={report} />
    </Suspense>
  );
}
