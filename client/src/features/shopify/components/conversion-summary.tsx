import { CircleCheck, Info, TriangleAlert, CircleX } from 'lucide-react';
import {
  CONVERSION_ENGINE_LABELS,
  type ShopifySectionResult,
  type ShopifySnippetResult,
  type ThemeCheckOffense,
} from '@shared/schemas/shopify';
import { Badge } from '@/components/ui/misc';

function OffenseList({ offenses }: { offenses: ThemeCheckOffense[] }) {
  return (
    <ul className="mt-2 grid gap-1.5">
      {offenses.map((o, i) => (
        <li key={`${o.check}-${o.line ?? ''}-${i}`} className="break-words">
          <span className="font-mono text-xs font-semibold">{o.check}</span>
          {o.line !== undefined && <span className="text-xs opacity-80"> · line {o.line + 1}</span>}
          <span className="block">{o.message}</span>
        </li>
      ))}
    </ul>
  );
}

/** Which engine made the result, the Theme Check outcome and what the file needs at run time. */
export function ConversionSummary({ result }: { result: ShopifySectionResult | ShopifySnippetResult }) {
  const { errors, warnings } = result.themeCheck;
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">Engine: {CONVERSION_ENGINE_LABELS[result.engine]}</Badge>
        {result.model && <Badge variant="outline">{result.model}</Badge>}
        {result.runtime.map((r) => (
          <Badge key={r} variant="outline">
            Needs {r}
          </Badge>
        ))}
        <span className="text-xs text-slate-500">
          Theme file: <code className="font-mono">{result.themePath}</code>
        </span>
      </div>
      {result.notice && (
        <p className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{result.notice}</span>
        </p>
      )}
      {errors.length === 0 ? (
        <div className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900">
          <p className="flex items-center gap-2 font-medium">
            <CircleCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-600" />
            Theme Check: no errors
            {warnings.length > 0 && (
              <span className="font-normal text-emerald-800">
                ({warnings.length} warning{warnings.length === 1 ? '' : 's'})
              </span>
            )}
          </p>
          {warnings.length > 0 && (
            <details className="mt-1 text-amber-900">
              <summary className="cursor-pointer text-emerald-800">Show warnings</summary>
              <OffenseList offenses={warnings} />
            </details>
          )}
        </div>
      ) : (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-900">
          <p className="flex items-center gap-2 font-medium">
            <CircleX aria-hidden="true" className="h-4 w-4 shrink-0" />
            Theme Check: {errors.length} error{errors.length === 1 ? '' : 's'}
          </p>
          <OffenseList offenses={errors} />
          {warnings.length > 0 && (
            <p className="mt-2 flex items-center gap-1 text-amber-900">
              <TriangleAlert aria-hidden="true" className="h-4 w-4" /> {warnings.length} warning
              {warnings.length === 1 ? '' : 's'}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
