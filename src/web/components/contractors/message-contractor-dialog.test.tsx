import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json, never } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { testContractor, testFinding } from '@/testing/web/contractor-test-data';
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
        finding={testFinding()}
        contractor={testContractor()}
      />
    </>
  );
};

const setup = (handlers: Parameters<typeof installFakeApi>[0] = {}) => {
  const api = installFakeApi(handlers);
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
    expect(api.requests).toHaveLength(0);
  });

  it('defaults the message to the description, sends, closes and resets', async () => {
    const { api, user, dialog } = setup({ [`POST ${URL}`]: () => json(200, { success: 1 }) });
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Open junction box in the garage ceiling');
    await user.type(within(dialog).getByLabelText('Your Name *'), ' Dana ');
    await user.type(within(dialog).getByLabelText('Your Phone Number *'), '512 555 0199');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expectToast(
      'Message Sent!',
      'Your message has been sent to Lantern Electric. They should receive it shortly.',
      'success',
    );
    expect(api.requests[0]?.body).toEqual({
      reportId: 9,
      deficiencyId: 41,
      homeownerName: 'Dana',
      homeownerPhone: '512 555 0199',
      customMessage: 'Open junction box in the garage ceiling',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'reopen' }));
    const again = screen.getByRole('dialog');
    expect(within(again).getByLabelText('Your Name *')).toHaveValue('');
    expect(within(again).getByLabelText('Your Phone Number *')).toHaveValue('');
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
