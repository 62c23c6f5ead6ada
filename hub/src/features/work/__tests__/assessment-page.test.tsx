import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Assessment } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { aPayment, aWork, CUSTOMER_ID, WORK_ID } from '../../../testing/work-fixtures';
import AssessmentPage from '../pages/assessment-page';
import AssessmentsPage from '../pages/assessments-page';
import { fakeRealtime, renderAt, sessionAs } from './render-work';

const session = vi.hoisted(() => ({ current: {} as object }));
vi.mock('../../../lib/session', () => ({ useSession: () => session.current }));

const ID = '0c1d2e3f-0000-4000-8000-0000000005a1';
const CONVERSATION_ID = '0c1d2e3f-0000-4000-8000-0000000005c1';

function anAssessment(overrides: Partial<Assessment> = {}): Assessment {
  const work = aWork({ status: 'INDEPENDENT_ASSESSMENT' });
  return {
    id: ID,
    workId: WORK_ID,
    work: { id: WORK_ID, title: work.title, status: work.status, category: null, business: work.business, completedAt: null, createdAt: work.createdAt },
    assessor: { id: '0c1d2e3f-0000-4000-8000-0000000005b1', name: 'Kirkstall Surveyors' },
    status: 'IN_PROGRESS',
    stage: 'IN_PROGRESS',
    findings: null,
    viewerRole: 'ASSESSOR',
    description: 'The tiles cracked within a week.',
    requestedBySide: 'CUSTOMER',
    customer: { id: CUSTOMER_ID, firstName: 'Amelia', lastName: 'Clarke', profileImageUrl: null, role: 'CUSTOMER' },
    workStatusBefore: 'IN_PROGRESS',
    lineItems: work.lineItems,
    payments: [aPayment({ status: 'PAID' })],
    subtotalPence: work.subtotalPence,
    vatPence: work.vatPence,
    totalPence: work.totalPence,
    startDate: null,
    dueDate: null,
    photos: [],
    conversations: [{ id: CONVERSATION_ID, withSide: 'CUSTOMER' }],
    findingsDocumentId: null,
    customerOutcome: null,
    businessOutcome: null,
    outcome: null,
    createdAt: '2026-02-10T10:00:00.000Z',
    updatedAt: '2026-02-10T10:00:00.000Z',
    ...overrides,
  };
}

function open(assessment: Assessment | Error) {
  session.current = sessionAs('TRADEPERSON');
  fakeRealtime();
  if (assessment instanceof Error) vi.spyOn(client.work, 'getAssessmentById').mockRejectedValue(assessment);
  else vi.spyOn(client.work, 'getAssessmentById').mockResolvedValue(assessment);
  return renderAt(`/managework/assessments/${ID}`, [{ path: '/managework/assessments/:id', element: <AssessmentPage /> }]);
}

afterEach(() => vi.restoreAllMocks());

describe('an assessment, for its assessor', () => {
  it('shows the job, what is wrong and a way to talk to each side, and sends the findings', async () => {
    const { user } = open(anAssessment());
    expect(await screen.findByRole('heading', { name: 'New bathroom' })).toBeInTheDocument();
    expect(screen.getByText('The tiles cracked within a week.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Quote lines' })).toHaveTextContent('Bathroom suite, fitted');
    expect(screen.getByRole('link', { name: 'Message Amelia Clarke' })).toHaveAttribute('href', `/messages/${CONVERSATION_ID}`);
    const write = vi.spyOn(client.work, 'writeAssessmentFindings').mockResolvedValue(anAssessment({ findings: 'Unsealed board under the tiles.', findingsDocumentId: ID }));
    await user.click(screen.getByRole('button', { name: 'Submit findings' }));
    expect(await screen.findByText(/Write what you found/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your findings' }), '  Unsealed board under the tiles. ');
    await user.click(screen.getByRole('button', { name: 'Submit findings' }));
    await waitFor(() => expect(write).toHaveBeenCalledWith({ params: { id: ID }, body: { findings: 'Unsealed board under the tiles.' } }));
    const findings = await screen.findByRole('region', { name: 'Findings' });
    expect(within(findings).getByText('Unsealed board under the tiles.')).toBeInTheDocument();
    expect(within(findings).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/documents/${ID}`);
  });

  it('shows a side the findings, read only', async () => {
    open(anAssessment({ viewerRole: 'CUSTOMER', stage: 'COMPLETED', status: 'COMPLETED', findings: 'Unsealed board.', findingsDocumentId: ID }));
    expect(await screen.findByRole('region', { name: 'Findings' })).toHaveTextContent('Unsealed board.');
    expect(screen.queryByRole('textbox', { name: /findings/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message the assessor' })).toBeInTheDocument();
  });

  it("says so when it is not the viewer's", async () => {
    open(new ApiError(404, 'NOT_FOUND', 'No such assessment.'));
    expect(await screen.findByRole('heading', { name: "We couldn't find that assessment" })).toBeInTheDocument();
  });
});

describe('the assessments list', () => {
  it('lists the assessor its assessments, with those still to write marked', async () => {
    session.current = sessionAs('TRADEPERSON');
    fakeRealtime();
    vi.spyOn(client.work, 'getAssessments').mockResolvedValue({ items: [anAssessment()], nextCursor: null });
    renderAt('/managework/assessments', [{ path: '/managework/assessments', element: <AssessmentsPage /> }]);
    const item = await screen.findByRole('listitem', { name: 'New bathroom' });
    expect(within(item).getByText('Findings to write')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assessments, 1 to write' })).toBeInTheDocument();
  });

  it('says what shows there when there is nothing yet', async () => {
    session.current = sessionAs('CUSTOMER');
    fakeRealtime();
    vi.spyOn(client.work, 'getAssessments').mockResolvedValue({ items: [], nextCursor: null });
    renderAt('/managework/assessments', [{ path: '/managework/assessments', element: <AssessmentsPage /> }]);
    expect(await screen.findByRole('heading', { name: 'No assessments yet' })).toBeInTheDocument();
  });
});
