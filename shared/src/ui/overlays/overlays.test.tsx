import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import { renderUi } from '../../../test/render';
import { Button, Field } from '../index';
import { CheckboxGroup, ConfirmDialog, Drawer, Modal, MultiSelect, Select, SegmentedControl, Switch, Tabs } from './index';

const jobs = [
  { value: 1, label: 'Airport Runway' },
  { value: 2, label: 'Bridge Deck' },
  { value: 3, label: 'Bridge Repair' },
  { value: 4, label: 'City Hall' },
];

describe('ConfirmDialog', () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Delete</Button>
        <ConfirmDialog open={open} title="Are you sure delete this record?" onConfirm={onConfirm} onClose={() => setOpen(false)} />
      </>
    );
  }

  it('shows the question and the continue text, and calls back on Yes only', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderUi(<Harness onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure delete this record?' });
    expect(within(dialog).getByText(MESSAGES.confirmContinue)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('puts focus on No first and returns focus to the opener on close', async () => {
    const user = userEvent.setup();
    renderUi(<Harness onConfirm={jest.fn()} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('Modal and Drawer', () => {
  it('keeps keyboard focus inside the modal', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <button type="button">Outside</button>
        <Modal open onClose={jest.fn()} title="Preview Changes" footer={<Button>Submit</Button>}>
          <input aria-label="Note" />
        </Modal>
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Preview Changes' });
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes the drawer with its close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderUi(
      <Drawer open onClose={onClose} title="New Time Off Request" fullWidth>
        content
      </Drawer>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Time Off Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Select with search', () => {
  function Single({ onPick }: { onPick: (v: number | null) => void }) {
    const [v, setV] = useState<number | null>(null);
    return (
      <Field label="Job">
        <Select
          options={jobs}
          value={v}
          onChange={(x) => {
            setV(x);
            onPick(x);
          }}
        />
      </Field>
    );
  }

  it('filters options by typing and picks one with the keyboard', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderUi(<Single onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Job' });
    await user.click(input);
    await user.type(input, 'bridge');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bridge Deck', 'Bridge Repair']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenLastCalledWith(3));
    expect(input).toHaveValue('Bridge Repair');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderUi(<Single onPick={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Job' });
    await user.type(input, 'zzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
  });

  it('multi select adds several choices and removes one by its chip', async () => {
    const user = userEvent.setup();
    const seen: number[][] = [];
    function Multi() {
      const [v, setV] = useState<number[]>([]);
      return (
        <MultiSelect
          aria-label="Jobs"
          options={jobs}
          value={v}
          onChange={(x) => {
            seen.push(x);
            setV(x);
          }}
        />
      );
    }
    renderUi(<Multi />);
    const input = screen.getByRole('combobox', { name: 'Jobs' });
    await user.click(input);
    await user.type(input, 'city');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(input, 'airport');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(seen.at(-1)).toEqual([4, 1]));
    await user.click(screen.getByRole('button', { name: 'Remove City Hall' }));
    expect(seen.at(-1)).toEqual([1]);
  });
});

describe('Tabs, SegmentedControl, Switch, CheckboxGroup', () => {
  it('switches tab panels by click and arrow keys', async () => {
    const user = userEvent.setup();
    renderUi(
      <Tabs
        aria-label="Production"
        tabs={[
          { key: 'productions', label: 'Productions', content: <p>productions list</p> },
          { key: 'summary', label: 'Summary', content: <p>summary view</p> },
        ]}
      />,
    );
    expect(screen.getByText('productions list')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(screen.getByText('summary view')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Productions' })).toHaveAttribute('aria-selected', 'true');
  });

  it('segmented control changes the choice by click and by arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(
      <SegmentedControl
        aria-label="Time offs"
        options={[
          { value: 'upcoming', label: 'Upcoming' },
          { value: 'history', label: 'History' },
        ]}
        value="upcoming"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'History' }));
    expect(onChange).toHaveBeenLastCalledWith('history');
    onChange.mockClear();
    act(() => screen.getByRole('radio', { name: 'Upcoming' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('history');
  });

  it('switch toggles by its label and by Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<Switch label="Include Done" checked={false} onChange={onChange} />);
    const sw = screen.getByRole('switch', { name: 'Include Done' });
    await user.click(sw);
    expect(onChange).toHaveBeenLastCalledWith(true);
    act(() => sw.focus());
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('checkbox group returns the checked values in option order', async () => {
    const user = userEvent.setup();
    const seen: string[][] = [];
    function Group() {
      const [v, setV] = useState<string[]>([]);
      return (
        <CheckboxGroup
          label="Permissions"
          options={[
            { value: 'jobs.read', label: 'jobs.read' },
            { value: 'jobs.add', label: 'jobs.add' },
            { value: 'roles.read', label: 'roles.read', disabled: true },
          ]}
          value={v}
          onChange={(x) => {
            seen.push(x);
            setV(x);
          }}
        />
      );
    }
    renderUi(<Group />);
    const group = screen.getByRole('group', { name: 'Permissions' });
    await user.click(within(group).getByLabelText('jobs.add'));
    await user.click(within(group).getByLabelText('jobs.read'));
    expect(seen.at(-1)).toEqual(['jobs.read', 'jobs.add']);
    expect(within(group).getByLabelText('roles.read')).toBeDisabled();
  });
});
