import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { createApiToken } from '@/server/modules/api-tokens/create-api-token';
import {
  apiTokens,
  checkoutSessions,
  deficiencies,
  deficiencyContractors,
  messages,
  notifications,
  repairRequests,
  reportPassages,
  reportQuestions,
  reports,
  shareLinks,
  type StoredContractor,
  users,
  webhookEndpoints,
} from '@/server/db/schema';
import { TestClient, uniqueName } from './http-client';
import type { TestApp } from './test-app';

// One user's belongings, of every kind a route can take an id of, plus a stranger and an admin to aim at them.
// Rows are written directly (the analysis itself is not under test here) and are what the analysis would leave.

export interface OwnedWorld {
  owner: TestClient;
  stranger: TestClient;
  admin: TestClient;
  ownerId: number;
  /** strings only the owner's data contains: none may reach the stranger */
  markers: string[];
  ids: {
    report: number;
    deficiency: number;
    notification: number;
    checkoutSession: string;
    contractor: string;
    repairRequest: number;
    shareLink: number;
    apiToken: number;
    question: number;
  };
}

const CONTRACTOR: StoredContractor = {
  id: 'dir_990001',
  placeId: null,
  name: 'Sweepwell Plumbing',
  category: 'plumber',
  rating: 4.6,
  reviewCount: 31,
  distance: 1200,
  address: '9 Test Row, Boise, ID 83702',
  phone: '+12085550142',
  website: null,
  isOpen: null,
  priceLevel: null,
  isDemo: true,
  source: 'directory',
};

/** Highest id of any kind that exists: one far above it is an id nobody owns. */
export const MISSING_ID = 2_000_000_000;

export const createOwnedWorld = async (t: TestApp): Promise<OwnedWorld> => {
  const db: Db = t.ctx.db;
  const owner = new TestClient(t.app);
  const stranger = new TestClient(t.app);
  const admin = new TestClient(t.app);
  const ownerName = uniqueName('owner');
  const ownerUser = await owner.register(ownerName);
  await stranger.register(uniqueName('stranger'));
  const adminUser = await admin.register(uniqueName('admin'));
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, adminUser.id));

  const filename = `${uniqueName('ownersfile')}.pdf`;
  const [report] = await db
    .insert(reports)
    .values({
      userId: ownerUser.id,
      filename,
      mimeType: 'application/pdf',
      sizeBytes: 2048,
      status: 'completed',
      stage: 'done',
      attempts: 1,
      format: 'generic',
      pageCount: 1,
      propertyAddress: {
        street: '77 Owner Lane',
        city: 'Boise',
        state: 'ID',
        zip: '83702',
        full: '77 Owner Lane, Boise, ID 83702',
      },
      processingStartedAt: new Date(),
      completedAt: new Date(),
      unlockedAt: new Date(),
    })
    .returning({ id: reports.id });
  const reportId = report!.id;
  const description = `Owner-only finding ${uniqueName('desc')}`;
  const [deficiency] = await db
    .insert(deficiencies)
    .values({
      reportId,
      position: 0,
      categoryKey: 'plumbing',
      severity: 'major',
      location: 'hall bath',
      description,
      page: 1,
      quote: description,
      trade: 'plumber',
    })
    .returning({ id: deficiencies.id });
  const deficiencyId = deficiency!.id;
  await db
    .insert(deficiencyContractors)
    .values({ reportId, deficiencyId, contractorId: CONTRACTOR.id, trade: 'plumber', rank: 0, contractor: CONTRACTOR });
  // a text the owner sent: their report's message log (GET /api/reports/:id/messages) shows it to them only
  const contractorMarker = uniqueName('ownercontractor');
  await db.insert(messages).values({
    userId: ownerUser.id,
    reportId,
    deficiencyId,
    contractorId: CONTRACTOR.id,
    contractorName: contractorMarker,
    toPhone: '+12085550100',
    body: `Hi ${contractorMarker}`,
    provider: 'outbox',
    status: 'stored',
  });
  const [notification] = await db
    .insert(notifications)
    .values({
      userId: ownerUser.id,
      type: 'info',
      category: 'report',
      title: 'Owner notification',
      message: `About ${filename}`,
    })
    .returning({ id: notifications.id });

  const requestTitle = uniqueName('ownerrequest');
  const [repairRequest] = await db
    .insert(repairRequests)
    .values({
      reportId,
      userId: ownerUser.id,
      title: requestTitle,
      items: [
        {
          deficiencyId,
          type: 'credit',
          amountCents: 25_000,
          note: '',
          category: 'Plumbing',
          severity: 'major',
          location: 'hall bath',
          description,
          quote: description,
          page: 1,
        },
      ],
    })
    .returning({ id: repairRequests.id });
  const [shareLink] = await db
    .insert(shareLinks)
    .values({ tokenHash: `sweep-${uniqueName('hash')}`, reportId, userId: ownerUser.id, label: 'for my agent' })
    .returning({ id: shareLinks.id });

  const passageText = `Owner-only passage ${uniqueName('passage')}: the water heater is 50 gallons.`;
  await db
    .insert(reportPassages)
    .values({ reportId, position: 0, page: 1, heading: 'Water Heater', text: passageText });
  const questionText = `Owner-only question ${uniqueName('question')} about the water heater`;
  const [question] = await db
    .insert(reportQuestions)
    .values({
      reportId,
      userId: ownerUser.id,
      question: questionText,
      answer: passageText,
      details: {
        citations: [{ page: 1, heading: 'Water Heater', quote: passageText, highlights: [] }],
        findings: [],
        facts: [],
      },
      mode: 'offline',
    })
    .returning({ id: reportQuestions.id });

  const packages = (await owner.get('/api/credits/packages')).json() as { id: number }[];
  const checkout = await owner.post('/api/create-checkout-session', { packageId: packages[0]!.id, reportId });
  if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.statusCode} ${checkout.body}`);
  const checkoutSession = String(checkout.json().url).split('/').pop()!;
  const { token } = await createApiToken({
    db,
    userId: ownerUser.id,
    input: { name: 'Owner token', expiresInDays: null },
  });
  await db
    .insert(webhookEndpoints)
    .values({ userId: ownerUser.id, url: 'https://owner.example/hook', secret: 'whsec_owner' });

  return {
    owner,
    stranger,
    admin,
    ownerId: ownerUser.id,
    markers: [
      ownerName,
      filename,
      description,
      checkoutSession,
      requestTitle,
      contractorMarker,
      passageText,
      questionText,
    ],
    ids: {
      report: reportId,
      deficiency: deficiencyId,
      notification: notification!.id,
      checkoutSession,
      contractor: CONTRACTOR.id,
      repairRequest: repairRequest!.id,
      shareLink: shareLink!.id,
      apiToken: token.id,
      question: question!.id,
    },
  };
};

/** What the owner's rows look like now: compared before and after a sweep, nothing may have changed. */
export const snapshotOwnedWorld = async (t: TestApp, world: OwnedWorld) => {
  const db = t.ctx.db;
  const [report] = await db.select().from(reports).where(eq(reports.id, world.ids.report));
  const [deficiency] = await db.select().from(deficiencies).where(eq(deficiencies.id, world.ids.deficiency));
  const [notification] = await db.select().from(notifications).where(eq(notifications.id, world.ids.notification));
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, world.ids.checkoutSession));
  const sent = await db.select({ id: messages.id }).from(messages).where(eq(messages.reportId, world.ids.report));
  const [owner] = await db.select().from(users).where(eq(users.id, world.ownerId));
  const [repairRequest] = await db.select().from(repairRequests).where(eq(repairRequests.id, world.ids.repairRequest));
  const [shareLink] = await db.select().from(shareLinks).where(eq(shareLinks.id, world.ids.shareLink));
  const tokens = await db.select().from(apiTokens).where(eq(apiTokens.userId, world.ownerId));
  const [webhook] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, world.ownerId));
  const questions = await db.select().from(reportQuestions).where(eq(reportQuestions.reportId, world.ids.report));
  return {
    questions,
    report,
    deficiency,
    notification,
    session,
    sent: sent.length,
    owner,
    repairRequest,
    shareLink,
    tokens,
    webhook,
  };
};
