import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { buildContractorMessage } from '@/contracts/contractor-message';
import { testContractor, testFinding } from '@/testing/web/contractor-test-data';
import { installFakeApi, json, never } from '@/testing/web/fake-api';
import { sessionHandlers, testUser } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { MessageContractorDialog } from './message-contractor-dialog';

const URL = '/api/contractors/dir_1/message';

const Harness = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <MessageContractorDialog
        open={open}
        onOpenChange={setOpen}
        reportId={9}
        propertyAddress="12 Elm St, Austin, TX 78701"
        finding={testFinding()}
        contractor={testContractor()}
      />
    </>
  );
};

const setup = (handlers: Parameters<typeof installFakeApi>[0] = {}) => {
  const api = installFakeApi({ ...sessionHandlers(), ...handlers });
  const user = userEvent.setup();
  renderWithApp(<Harness />);
  return { api, user, dialog: screen.getByRole('dialog', { name: 'Message Lantern Electric' }) };
};

const expectToast = async (title: string, description: string, variant: string) => {
  const toast = (await screen.findByText(title)).closest('[data-slot="toast"]') as HTMLElement;
  expect(toast).toHaveAttribute('data-variant', variant);
  expect(within(toast).getByText(description)).toBeInTheDocument();
};

describe('MessageContractorDialog', () => {
  it('requires name and phone after trimming', async () => {
    const { api, user, dialog } = setup();
    await user.type(within(dialog).getByLabelText('Your Name *'), '  ');
    await user.type(within(dialog).getByLabelText('Your Phone Number *'), '5125550199');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expectToast('Missing Information', 'Please provide your name and phone number.', 'destructive');
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it("starts from the profile, previews the exact text with the user's words first, sends, closes and resets", async () => {
    const { api, user, dialog } = setup({
      ...sessionHandlers({ user: testUser({ firstName: 'Dana', lastName: null, phone: '512 555 0199' }) }),
      [`POST ${URL}`]: () => json(200, { success: 1 }),
    });
    await waitFor(() => expect(within(dialog).getByLabelText('Your Name *')).toHaveValue('Dana'));
    expect(within(dialog).getByLabelText('Your Phone Number *')).toHaveValue('512 555 0199');
    // the finding is in the text already: the message is the user's own, empty until they write
    expect(within(dialog).getByLabelText('Message')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Message'), 'Mornings are best.');
    const preview = within(dialog).getByTestId('message-preview');
    expect(preview.textContent).toBe(
      buildContractorMessage({
        contractorName: 'Lantern Electric',
        propertyAddress: '12 Elm St, Austin, TX 78701',
        location: 'Garage',
        category: 'Electrical',
        issue: 'Open junction box in the garage ceiling',
        severity: 'critical',
        cost: { min: 200, max: 502, average: null },
        additionalDetails: 'Mornings are best.',
        homeownerName: 'Dana',
        homeownerPhone: '512 555 0199',
      }),
    );
    expect(preview.textContent?.split('\n').slice(0, 3)).toEqual([
      'Hi Lantern Electric, Mornings are best.',
      'Quote to: Dana (512) 555-0199',
      'Critical Electrical: Open junction box in the garage ceiling (Garage)',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expectToast(
      'Message Sent!',
      'Your message has been sent to Lantern Electric. They should receive it shortly.',
      'success',
    );
    expect(api.requests.find((r) => r.path === URL)?.body).toEqual({
      reportId: 9,
      deficiencyId: 41,
      homeownerName: 'Dana',
      homeownerPhone: '512 555 0199',
      customMessage: 'Mornings are best.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'reopen' }));
    const again = screen.getByRole('dialog');
    // back to the profile's details, the message cleared
    expect(within(again).getByLabelText('Your Name *')).toHaveValue('Dana');
    expect(within(again).getByLabelText('Message')).toHaveValue('');
  });

  it("shows the server's message on failure and stays open", async () => {
    const { user, dialog } = setup({
      [`POST ${URL}`]: () =>
        json(400, { message: "This contractor's number can't receive text messages. Try calling instead." }),
    });
    await user.type(within(dialog).getByLabelText('Your Name *'), 'Dana');
    await user.type(within(dialog).getByLabelText('Your Phone Number *'), '5125550199');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expectToast(
      'Failed to Send Message',
      "This contractor's number can't receive text messages. Try calling instead.",
      'destructive',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your Name *')).toHaveValue('Dana');
  });

  it('disables Send and Cancel while sending', async () => {
    const { user, dialog } = setup({ [`POST ${URL}`]: () => never() });
    await user.type(within(dialog).getByLabelText('Your Name *'), 'Dana');
    await user.type(within(dialog).getByLabelText('Your Phone Number *'), '5125550199');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Sending/ })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
