import { ProjectsDashboard } from '@/features/projects/components/projects-dashboard';

export default function DashboardPage() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <ProjectsDashboard />
    </main>
  );
}
