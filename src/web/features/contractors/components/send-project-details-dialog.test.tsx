import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildContractorMessage } from '@/contracts/contractor-message';
import { testContractor, testFinding } from '@/testing/web/contractor-test-data';
import { installFakeApi, json, never } from '@/testing/web/fake-api';
import { sessionHandlers, testUser } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { SendProjectDetailsDialog } from './send-project-details-dialog';

const URL = '/api/reports/9/deficiencies/41/message-contractors';
const contractors = [
  testContractor({ id: 'dir_1', name: 'Lantern Electric', isDemo: true }),
  testContractor({ id: 'dir_2', name: 'Bluebird Wiring' }),
  testContractor({ id: 'dir_3', name: 'No Phone Electric', phone: null }),
];

const setup = (handlers: Parameters<typeof installFakeApi>[0] = {}, list = contractors) => {
  const api = installFakeApi({ ...sessionHandlers(), ...handlers });
  const user = userEvent.setup();
  renderWithApp(
    <SendProjectDetailsDialog
      reportId={9}
      propertyAddress="12 Elm St, Austin, TX 78701"
      finding={testFinding()}
      contractors={list}
    />,
  );
  return { api, user };
};

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Message Contractors' }));
  return screen.getByRole('dialog', { name: 'Send Project Details to Contractors' });
};

const expectToast = async (title: string, description: string, variant: string) => {
  const toast = (await screen.findByText(title)).closest('[data-slot="toast"]') as HTMLElement;
  expect(toast).toHaveAttribute('data-variant', variant);
  expect(within(toast).getByText(description)).toBeInTheDocument();
};

const fill = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
  await user.type(within(dialog).getByLabelText('Your Name *'), '  Dana Reyes ');
  await user.type(within(dialog).getByLabelText('Your Phone Number *'), '512-555-0199');
};

describe('SendProjectDetailsDialog', () => {
  it('summarises the project and lists only contractors with a phone', async () => {
    const { user } = setup();
    const dialog = await open(user);
    expect(within(dialog).getByText('12 Elm St, Austin, TX 78701')).toBeInTheDocument();
    expect(within(dialog).getByText('Critical priority')).toBeInTheDocument();
    expect(within(dialog).getByText('Open junction box in the garage ceiling')).toBeInTheDocument();
    expect(within(dialog).getByText('Garage')).toBeInTheDocument();
    // per-unit $100–$251 × quantity 2
    expect(within(dialog).getByText('$200 – $502')).toBeInTheDocument();
    expect(within(dialog).getByText('Select Contractors to Message (2 available)')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(dialog).queryByText('No Phone Electric')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send Messages (0)' })).toBeEnabled();
  });

  it('shows the preview placeholder until name and phone are filled, then the message', async () => {
    const { user } = setup();
    const dialog = await open(user);
    const preview = within(dialog).getByTestId('message-preview');
    expect(preview).toHaveTextContent('Please fill in your contact information to see the message preview.');
    await user.type(within(dialog).getByLabelText('Your Name *'), 'Dana');
    expect(preview).toHaveTextContent('Please fill in your contact information to see the message preview.');
    await user.type(within(dialog).getByLabelText('Your Phone Number *'), '512-555-0199');
    expect(preview).toHaveTextContent('Hi [Contractor Name], could you quote this repair?');
    // no average in the estimate: the rounded midpoint of min and max
    expect(preview).toHaveTextContent('Est. $200-$502, avg $351');
    await user.click(within(dialog).getByRole('checkbox', { name: /Bluebird Wiring/ }));
    expect(preview).toHaveTextContent('Hi Bluebird Wiring,');
  });

  it("starts from the profile's name and phone; the preview is the text sent, the user's words first", async () => {
    const { api, user } = setup({
      ...sessionHandlers({ user: testUser({ firstName: 'Dana', lastName: 'Reyes', phone: '512-555-0199' }) }),
      [`POST ${URL}`]: () => json(200, { success: 1, total: 1 }),
    });
    const dialog = await open(user);
    await waitFor(() => expect(within(dialog).getByLabelText('Your Name *')).toHaveValue('Dana Reyes'));
    expect(within(dialog).getByLabelText('Your Phone Number *')).toHaveValue('512-555-0199');
    await user.click(within(dialog).getByRole('checkbox', { name: /Bluebird Wiring/ }));
    await user.type(within(dialog).getByLabelText('Additional Message'), 'Gate code 4521.');
    const preview = within(dialog).getByTestId('message-preview');
    expect(preview.textContent).toBe(
      buildContractorMessage({
        contractorName: 'Bluebird Wiring',
        propertyAddress: '12 Elm St, Austin, TX 78701',
        location: 'Garage',
        category: 'Electrical',
        issue: 'Open junction box in the garage ceiling',
        severity: 'critical',
        cost: { min: 200, max: 502, average: null },
        additionalDetails: 'Gate code 4521.',
        homeownerName: 'Dana Reyes',
        homeownerPhone: '512-555-0199',
      }),
    );
    expect(preview.textContent).toMatch(
      /^Hi Bluebird Wiring, Gate code 4521\.\nQuote to: Dana Reyes \(512\) 555-0199\n/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Messages (1)' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === URL)?.body).toMatchObject({ homeownerName: 'Dana Reyes' }),
    );
  });

  it('asks for a contractor, then for contact details, before sending', async () => {
    const { api, user } = setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send Messages (0)' }));
    await expectToast('No Contractors Selected', 'Please select at least one contractor to message.', 'destructive');
    await user.click(within(dialog).getByRole('checkbox', { name: /Lantern Electric/ }));
    await user.type(within(dialog).getByLabelText('Your Name *'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Messages (1)' }));
    await expectToast(
      'Contact Information Required',
      'Please provide your name and phone number for contractors to reach you.',
      'destructive',
    );
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('sends, toasts the count, closes and clears everything', async () => {
    const { api, user } = setup({ [`POST ${URL}`]: () => json(200, { success: 2, total: 2 }) });
    let dialog = await open(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /Lantern Electric/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Bluebird Wiring/ }));
    await fill(user, dialog);
    await user.type(within(dialog).getByLabelText('Additional Message'), 'Evenings are best.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Messages (2)' }));
    await expectToast(
      'Messages Sent Successfully',
      'Sent to 2 out of 2 contractors. They now have detailed project information and your contact details.',
      'success',
    );
    expect(api.requests.find((r) => r.path === URL)?.body).toEqual({
      homeownerName: 'Dana Reyes',
      homeownerPhone: '512-555-0199',
      contractorIds: ['dir_1', 'dir_2'],
      customMessage: 'Evenings are best.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await open(user);
    expect(within(dialog).getByLabelText('Your Name *')).toHaveValue('');
    expect(within(dialog).getByLabelText('Your Phone Number *')).toHaveValue('');
    expect(within(dialog).getByLabelText('Additional Message')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Send Messages (0)' })).toBeInTheDocument();
  });

  it('stays open when nothing was sent or the request failed', async () => {
    let answer = () => json(200, { success: 0, total: 1 });
    const { user } = setup({ [`POST ${URL}`]: () => answer() });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /Lantern Electric/ }));
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Messages (1)' }));
    await expectToast(
      'No Messages Sent',
      'Unable to send messages. Check contractor phone numbers or try calling instead.',
      'destructive',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    answer = () =>
      json(400, {
        message: 'Please enter a valid US phone number so contractors can reach you.',
        fields: { homeownerPhone: 'Please enter a valid US phone number so contractors can reach you.' },
      });
    await user.click(within(dialog).getByRole('button', { name: 'Send Messages (1)' }));
    await expectToast(
      'Message Failed',
      'Unable to send contractor messages. Please try again or contact contractors directly.',
      'destructive',
    );
    expect(
      within(dialog).getByText('Please enter a valid US phone number so contractors can reach you.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your Name *')).toHaveValue('  Dana Reyes ');
  });

  it('disables sending while pending, and when no contractor has a phone', async () => {
    const { user } = setup({ [`POST ${URL}`]: () => never() });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /Lantern Electric/ }));
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Messages (1)' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Send Messages/ })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('says so when no contractor has a phone', async () => {
    const { user } = setup({}, [testContractor({ phone: null })]);
    const dialog = await open(user);
    expect(within(dialog).getByText('No contractors have phone numbers for SMS messaging.')).toBeInTheDocument();
    expect(within(dialog).getByText('Select Contractors to Message (0 available)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send Messages (0)' })).toBeDisabled();
  });

  it('can be controlled by a parent', async () => {
    installFakeApi({});
    const user = userEvent.setup();
    let open = true;
    const view = renderWithApp(
      <SendProjectDetailsDialog
        reportId={9}
        propertyAddress={null}
        finding={testFinding()}
        contractors={contractors}
        open={open}
        onOpenChange={(next) => {
          open = next;
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Message Contractors' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Address not found in the report');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(open).toBe(false);
    view.unmount();
  });
});
