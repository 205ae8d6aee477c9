import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { Banner, Button, Card, Checkbox, EmptyState, Field, Input, NotificationsHost, NumberInput, PageHeader, PasswordInput, TextArea } from './index';
import { CheckboxGroup, ConfirmDialog, MultiSelect, SegmentedControl, Select, Switch, Tabs } from './overlays';
import { DatePicker, DateRangePicker, LAST_7_DAYS } from './dates';
import { DataTable, type DataColumn } from './table';

/**
 * axe in jsdom checks names, roles, labels and ARIA use (colour contrast needs layout, so theme.test.ts checks
 * the theme's colour pairs instead, and the browser tests run axe on real pages).
 */
async function seriousFindings(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

interface Row {
  id: number;
  name: string;
  hours: number;
}
const columns: DataColumn<Row>[] = [
  { id: 'name', title: 'Name', filter: 'text' },
  { id: 'hours', title: 'Hours', total: true, editable: true, editor: 'number' },
];

function Page() {
  const [job, setJob] = useState<number | null>(null);
  const [crew, setCrew] = useState<number[]>([]);
  const [seg, setSeg] = useState<'daily' | 'weekly'>('daily');
  const [on, setOn] = useState(false);
  const [perms, setPerms] = useState<string[]>([]);
  const [date, setDate] = useState<string | null>(null);
  const [range, setRange] = useState({ start: null as string | null, end: null as string | null });
  const [ids, setIds] = useState<string[]>([]);
  const options = [
    { value: 1, label: 'Bridge' },
    { value: 2, label: 'Road' },
  ];
  return (
    <main>
      <PageHeader title="Everything" breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Everything' }]} actions={<Button variant="primary">Add</Button>} />
      <Banner tone="warning" title="There are missing time cards." action={<Button>View Report</Button>} />
      <Card title="Form">
        <Field label="Username" required error="This field is required.">
          <Input />
        </Field>
        <Field label="Password">
          <PasswordInput />
        </Field>
        <Field label="Hours" hint="Decimal hours">
          <NumberInput value={null} onChange={() => undefined} />
        </Field>
        <Field label="Notes">
          <TextArea />
        </Field>
        <Checkbox label="Include Done" />
        <Field label="Job">
          <Select options={options} value={job} onChange={setJob} />
        </Field>
        <Field label="Crew">
          <MultiSelect options={options} value={crew} onChange={setCrew} />
        </Field>
        <SegmentedControl aria-label="View" options={[{ value: 'daily', label: 'Daily' }, { value: 'weekly', label: 'Weekly' }]} value={seg} onChange={setSeg} />
        <Switch label="My Team" checked={on} onChange={setOn} />
        <CheckboxGroup label="Permissions" options={[{ value: 'jobs.read', label: 'jobs.read' }]} value={perms} onChange={setPerms} />
        <Field label="Date">
          <DatePicker value={date} onChange={setDate} disableFuture />
        </Field>
        <Field label="Range">
          <DateRangePicker value={range} onChange={setRange} presets={[LAST_7_DAYS]} disableFuture />
        </Field>
      </Card>
      <Tabs tabs={[{ key: 'a', label: 'Productions', content: <p>one</p> }, { key: 'b', label: 'Summary', content: <p>two</p> }]} />
      <DataTable
        caption="Jobs"
        data={[{ id: 1, name: 'Bridge', hours: 8 }]}
        columns={columns}
        getRowId={(r) => String(r.id)}
        exportName="jobs"
        selection={{ selectedIds: ids, onChange: setIds }}
        renderExpanded={() => <p>details</p>}
        onCellSave={() => undefined}
      />
      <EmptyState />
      <NotificationsHost />
    </main>
  );
}

describe('accessibility (axe, jsdom)', () => {
  it('a page built from every component has no serious or critical finding', async () => {
    renderUi(<Page />);
    expect(await seriousFindings()).toEqual([]);
  });

  it('an open confirm dialog has no serious or critical finding', async () => {
    renderUi(<ConfirmDialog open title="Are you sure delete this record?" onConfirm={() => undefined} onClose={() => undefined} />);
    await screen.findByRole('alertdialog');
    expect(await seriousFindings()).toEqual([]);
  });

  it('an open calendar has no serious or critical finding', async () => {
    const user = userEvent.setup();
    renderUi(<DatePicker aria-label="Date" value={null} onChange={() => undefined} disableFuture />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(await seriousFindings()).toEqual([]);
  });
});
