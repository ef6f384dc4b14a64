import { useId } from 'react';
import { AlertTriangle, CheckCircle2, Crosshair, ShieldCheck, Wand2 } from 'lucide-react';
import { isSerious, seriousCount, type CheckFinding, type CheckImpact } from '@shared/checks';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/misc';
import { cn } from '@/lib/utils';
import type { SnippetChecks } from '../use-snippet-checks';
import { usePreviewSpotlight } from './preview-pane';
import type { SidePanel } from './side-tabs';

const IMPACT_LABEL: Record<CheckImpact, string> = {
  critical: 'Critical',
  serious: 'Serious',
  moderate: 'Moderate',
  minor: 'Minor',
};

const IMPACT_STYLE: Record<CheckImpact, string> = {
  critical: 'bg-red-700 text-white',
  serious: 'bg-red-100 text-red-900',
  moderate: 'bg-amber-100 text-amber-900',
  minor: 'bg-slate-100 text-slate-800',
};

/** A finding's one-click fix, and the finding being fixed. */
export interface FindingFix {
  fix: (finding: CheckFinding) => Promise<void>;
  fixing: CheckFinding | null;
}

/** The Checks tab beside Preview and Comments, naming the serious findings of the last run. */
export function checksPanel(checks: SnippetChecks, code: string, fixer: FindingFix): SidePanel {
  const { state } = checks;
  const serious = state.status === 'done' ? seriousCount(state.result) : undefined;
  return {
    id: 'checks',
    label: serious === undefined ? 'Checks' : `Checks (${serious})`,
    hint: serious === undefined ? 'Accessibility, mobile fit, contrast and brand' : `${serious} serious findings`,
    icon: ShieldCheck,
    content: <ChecksPanel checks={checks} code={code} fixer={fixer} />,
  };
}

/**
 * The checks of the code in the editor: axe-core's WCAG 2.2 A/AA rules and Atelier's own, each
 * finding with its element (outlined in the preview on request) and how to fix it.
 */
export function ChecksPanel({ checks, code, fixer }: { checks: SnippetChecks; code: string; fixer: FindingFix }) {
  const { state, run } = checks;
  const running = state.status === 'running';
  const stale = state.status === 'done' && state.code !== code;
  return (
    <Card id="checks" className="scroll-mt-20">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="min-w-0 space-y-1.5">
          <CardTitle>Checks</CardTitle>
          <CardDescription>
            Accessibility (WCAG 2.2 AA), fit at 375 px, contrast, tap targets, motion and brand
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void run(code)} disabled={running}>
          <ShieldCheck aria-hidden="true" />
          {state.status === 'idle' ? 'Run checks' : 'Run again'}
        </Button>
      </CardHeader>
      <CardContent>
        <div aria-live="polite" className="space-y-3">
          {state.status === 'idle' && (
            <p className="text-sm text-slate-600">The checks have not run on this code yet.</p>
          )}
          {running && <Spinner label="Running checks" className="h-5 w-5" />}
          {running && <span className="ml-2 text-sm text-slate-600">Running checks…</span>}
          {state.status === 'failed' && (
            <div
              role="alert"
              className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <p>The checks could not run: {state.message} Press Run again; if it keeps failing, reload the page.</p>
            </div>
          )}
          {state.status === 'done' && (
            <>
              {stale && (
                <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  The code changed after these checks ran. Run them again to check the new code.
                </p>
              )}
              <Summary findings={state.result.findings} undecided={state.result.undecided} ms={state.checkMs} />
              {state.result.findings.length > 0 && (
                <FindingList findings={state.result.findings} fixer={stale ? null : fixer} />
              )}
              {state.result.omitted > 0 && (
                <p className="text-sm text-slate-600">{state.result.omitted} more findings are not shown.</p>
              )}
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function Summary({ findings, undecided, ms }: { findings: readonly CheckFinding[]; undecided: number; ms: number }) {
  const serious = findings.filter((f) => isSerious(f.impact)).length;
  const other = findings.length - serious;
  const undecidedNote =
    undecided > 0
      ? ` ${undecided} text ${undecided === 1 ? 'element' : 'elements'} over a picture could not be measured.`
      : '';
  if (findings.length === 0)
    return (
      <p className="flex items-start gap-2 text-sm text-green-800">
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          No findings: no accessibility, mobile, contrast or brand problem found ({ms} ms).{undecidedNote}
        </span>
      </p>
    );
  return (
    <p className="text-sm text-slate-700">
      <strong className="font-semibold">
        {serious} serious {serious === 1 ? 'finding' : 'findings'}
      </strong>
      , {other} other ({ms} ms).{undecidedNote}
    </p>
  );
}

function FindingList({ findings, fixer }: { findings: readonly CheckFinding[]; fixer: FindingFix | null }) {
  return (
    <ul className="space-y-2" aria-label="Findings">
      {findings.map((f, i) => (
        <FindingItem key={`${f.rule}-${f.selector}-${i}`} finding={f} fixer={fixer} />
      ))}
    </ul>
  );
}

function FindingItem({ finding, fixer }: { finding: CheckFinding; fixer: FindingFix | null }) {
  const { spotlight, showInPreview } = usePreviewSpotlight();
  const titleId = useId();
  const shown = spotlight?.selector === finding.selector && finding.selector !== '';
  return (
    <li
      className={cn(
        'rounded-md border border-slate-200 bg-white p-3 text-sm',
        shown && 'border-blue-500 ring-1 ring-blue-500',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded px-1.5 py-0.5 text-xs font-semibold', IMPACT_STYLE[finding.impact])}>
          {IMPACT_LABEL[finding.impact]}
        </span>
        <span id={titleId} className="font-medium text-slate-900">
          {finding.title}
        </span>
      </div>
      {finding.element && <p className="mt-1 text-slate-700">On {finding.element}</p>}
      <p className="mt-1 text-slate-600">{finding.fix}</p>
      {finding.selector && (
        <div className="mt-2 flex flex-wrap gap-2">
          {finding.autoFix && fixer && (
            <Button
              size="sm"
              aria-describedby={titleId}
              onClick={() => void fixer.fix(finding)}
              disabled={fixer.fixing !== null}
            >
              <Wand2 aria-hidden="true" />
              {fixer.fixing === finding ? 'Fixing…' : 'Fix'}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            aria-pressed={shown}
            aria-describedby={titleId}
            onClick={() =>
              showInPreview(shown ? null : { selector: finding.selector, label: finding.element || finding.rule })
            }
          >
            <Crosshair aria-hidden="true" />
            Show in preview
          </Button>
        </div>
      )}
    </li>
  );
}
