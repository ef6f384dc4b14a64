import { Moon, Sun } from 'lucide-react';
import type { ProjectDto } from '@shared/schemas/projects';
import { Badge } from '@/components/ui/misc';
import { ColorDot } from './color-dot';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 space-y-1">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** The project's design system at a glance. */
export function StylingSummary({ project }: { project: ProjectDto }) {
  const hasCss = !!project.cssContent && project.cssContent.trim() !== '';
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-6">
      <Item label="Primary">
        <ColorDot color={project.primaryColor} className="h-6 w-6 rounded-md" />
        <span className="truncate font-mono text-xs">{project.primaryColor}</span>
      </Item>
      <Item label="Accent">
        <ColorDot color={project.accentColor} className="h-6 w-6 rounded-md" />
        <span className="truncate font-mono text-xs">{project.accentColor}</span>
      </Item>
      <Item label="Font">
        <span className="truncate">{project.fontFamily}</span>
      </Item>
      <Item label="Radius">
        <span
          aria-hidden="true"
          className="h-5 w-5 shrink-0 border-2 border-slate-400 border-b-transparent border-l-transparent"
          style={{ borderTopRightRadius: project.borderRadius }}
        />
        <span className="truncate font-mono text-xs">{project.borderRadius}</span>
      </Item>
      <Item label="Mode">
        {project.isDarkMode ? (
          <Moon className="h-4 w-4 text-slate-500" aria-hidden="true" />
        ) : (
          <Sun className="h-4 w-4 text-slate-500" aria-hidden="true" />
        )}
        <span>{project.isDarkMode ? 'Dark' : 'Light'}</span>
      </Item>
      {hasCss && (
        <Item label="Stylesheet">
          <Badge variant="outline">Custom CSS</Badge>
        </Item>
      )}
    </dl>
  );
}
