import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MESSAGES } from '../domain/messages';
import { renderUi } from '../../test/render';
import {
  Banner,
  Button,
  Checkbox,
  EmptyState,
  Field,
  GlobalLoadingOverlay,
  Input,
  NotificationsHost,
  NumberInput,
  PageHeader,
  PasswordInput,
  notify,
  useNotificationStore,
  withGlobalLoading,
} from './index';

describe('Field', () => {
  it('labels its control and shows the error text, linked for screen readers', () => {
    renderUi(
      <Field label="Username" required error={MESSAGES.required}>
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText(/Username/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription(MESSAGES.required);
    expect(screen.getByText(MESSAGES.required)).toBeVisible();
  });

  it('has no error state while the value is valid', () => {
    renderUi(
      <Field label="Username" error={null} hint="5 to 24 characters">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Username');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('5 to 24 characters');
  });
});

describe('inputs', () => {
  it('password input toggles between hidden and shown', async () => {
    const user = userEvent.setup();
    renderUi(
      <Field label="Password">
        <PasswordInput defaultValue="secret1" />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('number input reports numbers, and null when emptied', async () => {
    const user = userEvent.setup();
    const seen: Array<number | null> = [];
    function Harness() {
      const [v, setV] = useState<number | null>(8);
      return (
        <Field label="Hours">
          <NumberInput
            value={v}
            onChange={(n) => {
              seen.push(n);
              setV(n);
            }}
          />
        </Field>
      );
    }
    renderUi(<Harness />);
    const input = screen.getByLabelText('Hours');
    await user.clear(input);
    await user.type(input, '7.5');
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe(7.5);
  });

  it('checkbox reports its new state', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<Checkbox label="Include Done" onChange={onChange} />);
    await user.click(screen.getByLabelText('Include Done'));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('Button', () => {
  it('does not fire while loading and says it is busy', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = renderUi(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Save</Button>);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('never submits a form unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('Banner', () => {
  it('shows the login failure as an alert with title and text', () => {
    renderUi(<Banner tone="error" title={MESSAGES.loginFailedTitle} text={MESSAGES.incorrectCredentials} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.loginFailedTitle);
    expect(alert).toHaveTextContent(MESSAGES.incorrectCredentials);
  });
});

describe('notifications', () => {
  afterEach(() => {
    jest.useRealTimers();
    act(() => useNotificationStore.setState({ items: [] }));
  });

  it('shows notify.success with title and text and closes it after a while', () => {
    jest.useFakeTimers();
    renderUi(<NotificationsHost />);
    act(() => {
      notify.success('Success', MESSAGES.recordUpdated);
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Success')).toBeInTheDocument();
    expect(within(region).getByText(MESSAGES.recordUpdated)).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(within(region).queryByText(MESSAGES.recordUpdated)).not.toBeInTheDocument();
  });

  it('announces errors as alerts and can be closed by hand', async () => {
    const user = userEvent.setup();
    renderUi(<NotificationsHost />);
    act(() => {
      notify.error('Error', MESSAGES.somethingWentWrongBang, 0);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrongBang);
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('global loading overlay', () => {
  it('shows while work runs and hides when it fails', async () => {
    renderUi(<GlobalLoadingOverlay />);
    let fail!: (e: Error) => void;
    let outcome: Promise<unknown>;
    act(() => {
      outcome = withGlobalLoading(() => new Promise((_, reject) => (fail = reject))).catch(() => 'failed');
    });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    await act(async () => {
      fail(new Error('boom'));
      await outcome;
    });
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});

describe('EmptyState and PageHeader', () => {
  it('says No Records Found and Go Back calls back', async () => {
    const user = userEvent.setup();
    const onBack = jest.fn();
    renderUi(<EmptyState onBack={onBack} />);
    expect(screen.getByText('No Records Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('renders the page title and breadcrumbs with the current page marked', () => {
    renderUi(<PageHeader title="Add Time Record" breadcrumbs={[{ label: 'Jobs', to: '/jobs' }, { label: 'Add Time Record' }]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Add Time Record' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '#/jobs');
    expect(within(nav).getByText('Add Time Record')).toHaveAttribute('aria-current', 'page');
  });
});
