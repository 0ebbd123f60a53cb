import { PageContainer, PageHeader } from '@/web/components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminGate } from './admin-gate';
import { AdminNav } from './admin-nav';
import { AdminStatCards } from './admin-stat-cards';
import { MaintenanceCard } from './maintenance-card';
import { ReportsTab } from './reports-tab';
import { UsersTab } from './users-tab';

const Dashboard = () => {
  const stats = useAdminStats();
  return (
    <PageContainer>
      <AdminNav />
      <PageHeader title="Admin Dashboard" description="Every user's reports and accounts, and the site switches." />
      <div className="space-y-8">
        <AdminStatCards stats={stats.data} loading={stats.isPending} error={stats.error} />
        <MaintenanceCard />
        <Tabs defaultValue="reports">
          <TabsList>
            <TabsTrigger value="reports">Reports</TabsTrigger>
            <TabsTrigger value="users">Users</TabsTrigger>
          </TabsList>
          <TabsContent value="reports">
            <ReportsTab />
          </TabsContent>
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
        </Tabs>
      </div>
    </PageContainer>
  );
};

/** /admin/reports: stat cards, the maintenance switch, and the Reports and Users tabs (platform §2 Admin pages). */
export const AdminReportsPage = () => (
  <AdminGate>
    <Dashboard />
  </AdminGate>
);
