import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { ApiError } from '@groundwork/shared/api';
import { useSession } from '@groundwork/shared/session';
import { activateLanguage, formatDate, formatMoney } from '@groundwork/shared/i18n';
import { I18nProvider, useLanguage } from '@groundwork/shared/i18n/react';
import { renderUi } from '../../../test/render';
import { DataTable, sumColumn, type DataTableProps } from './DataTable';
import { tablePrefsKey } from './prefs';
import type { DataColumn } from './types';

interface Rec {
  id: number;
  employee: string;
  workType: string;
  hours: number;
  exported: boolean;
  equipment: string[];
}

const records: Rec[] = Array.from({ length: 120 }, (_, i) => ({
  id: i + 1,
  employee: i % 3 === 0 ? `Ana ${i + 1}` : `Bob ${i + 1}`,
  workType: i % 2 === 0 ? 'Labor' : 'Operator',
  hours: (i % 4) + 1,
  exported: i === 1,
  equipment: i === 0 ? ['Excavator EX-1', 'Loader L-2'] : [],
}));

const columns: DataColumn<Rec>[] = [
  { id: 'employee', title: 'Employee' },
  { id: 'workType', title: 'Type of Work', filter: { options: [{ value: 'Labor', label: 'Labor' }, { value: 'Operator', label: 'Operator' }] } },
  { id: 'hours', title: 'Hours', total: true, align: 'right', editable: (r) => !r.exported, editor: 'number' },
];

function renderTable(props: Partial<DataTableProps<Rec>> = {}) {
  return renderUi(<DataTable caption="Time records" data={records} columns={columns} getRowId={(r) => String(r.id)} {...props} />);
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').filter((r) => r.closest('tbody'));
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('keeps its cells (and their focus) when the screen passes new column objects on every render', async () => {
    // The shared record columns (approval, invoice status, links) are new objects on each render of their screen.
    function Screen() {
      const [ids, setIds] = useState<string[]>([]);
      const fresh: DataColumn<Rec>[] = [...columns, { id: 'note', title: 'Note', cell: () => <span>{ids.length} selected here</span> }];
      return (
        <DataTable
          caption="Time records"
          data={records.slice(0, 3)}
          columns={fresh}
          getRowId={(r) => String(r.id)}
          selection={{ selectedIds: ids, onChange: setIds }}
          renderExpanded={(r) => <p>Equipment of {r.employee}</p>}
          canExpand={(r) => r.equipment.length > 0}
          onCellSave={() => undefined}
        />
      );
    }
    renderUi(<Screen />);
    const user = userEvent.setup();
    const box = within(bodyRows()[0]!).getByRole('checkbox', { name: 'Select row' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveFocus();
    expect(within(bodyRows()[0]!).getByText('1 selected here')).toBeInTheDocument();
    const expand = within(bodyRows()[0]!).getByRole('button', { name: 'Expand row' });
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Equipment of Ana 1')).toBeInTheDocument();
  });

  it('sorts on header click, ascending then descending', async () => {
    const user = userEvent.setup();
    renderTable({ data: records.slice(0, 5) });
    const header = screen.getByRole('columnheader', { name: /Employee/ });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['Ana 1', 'Ana 4', 'Bob 2', 'Bob 3', 'Bob 5']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['Bob 5', 'Bob 3', 'Bob 2', 'Ana 4', 'Ana 1']);
  });

  it('sorts numbers as numbers', async () => {
    const user = userEvent.setup();
    const data = [
      { ...records[0]!, employee: 'x', hours: 10 },
      { ...records[2]!, employee: 'y', hours: 9 },
      { ...records[3]!, employee: 'z', hours: 100 },
    ];
    renderTable({ data });
    await user.click(within(screen.getByRole('columnheader', { name: /Hours/ })).getByRole('button'));
    expect(firstCells()).toEqual(['y', 'x', 'z']);
  });

  it('keeps a row selected when it is ticked while a search is about to apply', async () => {
    function Screen() {
      const [ids, setIds] = useState<string[]>([]);
      return <DataTable caption="Time records" data={records} columns={[...columns]} getRowId={(r) => String(r.id)} selection={{ selectedIds: ids, onChange: setIds }} />;
    }
    renderUi(<Screen />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Ana 1');
    await user.click(within(bodyRows()[0]!).getByRole('checkbox', { name: 'Select row' })); // before the search applies
    const employees = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1]!.textContent);
    await waitFor(() => expect(employees()).toEqual(records.filter((r) => r.employee.includes('Ana 1')).map((r) => r.employee)), { timeout: 5000 });
    expect(within(bodyRows()[0]!).getByRole('checkbox', { name: 'Select row' })).toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('filters by the search box and by a column filter, and totals only the filtered rows', async () => {
    const user = userEvent.setup();
    renderTable();
    const total = () => document.querySelector('tfoot [data-total="hours"]')!.textContent;
    const all = records.reduce((s, r) => s + r.hours, 0);
    expect(total()).toBe(String(all));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ana');
    await waitFor(() => expect(bodyRows()).toHaveLength(40), { timeout: 5000 });
    expect(firstCells().every((t) => t!.startsWith('Ana'))).toBe(true);
    const anaTotal = records.filter((r) => r.employee.startsWith('Ana')).reduce((s, r) => s + r.hours, 0);
    expect(total()).toBe(String(anaTotal));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Type of Work' }), 'Labor');
    const anaLabor = records.filter((r) => r.employee.startsWith('Ana') && r.workType === 'Labor');
    expect(bodyRows()).toHaveLength(anaLabor.length);
    expect(total()).toBe(String(anaLabor.reduce((s, r) => s + r.hours, 0)));
  });

  it('keeps a column filter on its option when the list of options changes (a work type added before it)', async () => {
    const user = userEvent.setup();
    const withCarpentry = [...records.slice(0, 4), { ...records[0]!, id: 999, employee: 'Cal 999', workType: 'Carpentry' }];
    const typesOf = (names: string[]): DataColumn<Rec>[] => [columns[0]!, { ...columns[1]!, filter: { options: names.map((n) => ({ value: n, label: n })) } }];
    const table = (names: string[]) => <DataTable caption="Time records" data={withCarpentry} columns={typesOf(names)} getRowId={(r) => String(r.id)} />;
    const { rerender } = renderUi(table(['Labor', 'Operator']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Type of Work' }), 'Operator');
    expect(bodyRows()).toHaveLength(2);

    rerender(table(['Carpentry', 'Labor', 'Operator']));
    const filter = screen.getByRole('combobox', { name: 'Filter Type of Work' });
    expect(within(filter).getByRole<HTMLOptionElement>('option', { name: 'Operator' }).selected).toBe(true);
    expect(firstCells()).toEqual(['Bob 2', 'Ana 4']);
  });

  it('shows No Records Found when nothing matches, and its pager says No rows, with no pages to turn', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody-here');
    expect(await screen.findByText('No Records Found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('No rows')).toBeInTheDocument();
    expect(screen.queryByText(/0–0|Page 0/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('paginates with the given page sizes', async () => {
    const user = userEvent.setup();
    renderTable({ pageSizes: { default: 50, options: [50, 100, 500] } });
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(firstCells()[0]).toBe('Bob 51');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['50 / page', '100 / page', '500 / page']);
    await user.selectOptions(size, '100');
    expect(bodyRows()).toHaveLength(100);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('selects rows, but not the disabled ones, and select-all skips them', async () => {
    const user = userEvent.setup();
    const seen: string[][] = [];
    function Harness() {
      const [ids, setIds] = useState<string[]>([]);
      return (
        <DataTable
          caption="Time records"
          data={records.slice(0, 3)}
          columns={columns}
          getRowId={(r) => String(r.id)}
          selection={{
            selectedIds: ids,
            onChange: (next) => {
              seen.push(next);
              setIds(next);
            },
            canSelect: (r) => !r.exported,
          }}
        />
      );
    }
    renderUi(<Harness />);
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    expect(boxes[1]).toBeDisabled();
    await user.click(boxes[0]!);
    expect(seen.at(-1)).toEqual(['1']);
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect([...seen.at(-1)!].sort()).toEqual(['1', '3']);
    expect(boxes[1]).not.toBeChecked();
  });

  it('expands a row to show its sub-component', async () => {
    const user = userEvent.setup();
    renderTable({
      data: records.slice(0, 3),
      renderExpanded: (r) => (
        <ul aria-label={`Equipment of ${r.employee}`}>
          {r.equipment.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ),
      canExpand: (r) => r.equipment.length > 0,
    });
    expect(screen.getAllByRole('button', { name: 'Expand row' })).toHaveLength(1);
    expect(screen.queryByText('Excavator EX-1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand row' }));
    expect(within(screen.getByRole('list', { name: 'Equipment of Ana 1' })).getByText('Excavator EX-1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse row' }));
    expect(screen.queryByText('Excavator EX-1')).not.toBeInTheDocument();
  });

  describe('inline editing', () => {
    function Editable({ onSave }: { onSave: jest.Mock }) {
      const [data, setData] = useState(records.slice(0, 3));
      return (
        <DataTable
          caption="Time records"
          data={data}
          columns={columns}
          getRowId={(r) => String(r.id)}
          cellSaveApi="PUT /api/jobs/productions/:id"
          onCellSave={async (row, columnId, value) => {
            await onSave(row.id, columnId, value);
            setData((d) => d.map((r) => (r.id === row.id ? { ...r, [columnId]: value } : r)));
          }}
        />
      );
    }

    it('refuses an empty value with "Hours is required." and saves a valid one', async () => {
      const user = userEvent.setup();
      const onSave = jest.fn().mockResolvedValue(undefined);
      renderUi(<Editable onSave={onSave} />);
      // The cell names the route its save calls, as every action does (the per-role action test reads it).
      expect(screen.getAllByRole('button', { name: /^Edit Hours/ })[0]).toHaveAttribute('data-api', 'PUT /api/jobs/productions/:id');
      await user.click(screen.getAllByRole('button', { name: /^Edit Hours/ })[0]!);
      const input = screen.getByRole('spinbutton', { name: 'Hours' });
      await user.clear(input);
      await user.keyboard('{Enter}');
      expect(screen.getByRole('alert')).toHaveTextContent('Hours is required.');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(onSave).not.toHaveBeenCalled();

      await user.type(input, '7.5{Enter}');
      await waitFor(() => expect(onSave).toHaveBeenCalledWith(1, 'hours', 7.5));
      await waitFor(() => expect(screen.queryByRole('spinbutton', { name: 'Hours' })).not.toBeInTheDocument());
      expect(bodyRows()[0]).toHaveTextContent('7.5');
      const total = document.querySelector('tfoot [data-total="hours"]')!.textContent;
      expect(total).toBe(String(7.5 + records[1]!.hours + records[2]!.hours));
    });

    it('Escape cancels without saving, and read-only rows have no editor', async () => {
      const user = userEvent.setup();
      const onSave = jest.fn();
      renderUi(<Editable onSave={onSave} />);
      expect(screen.getAllByRole('button', { name: /^Edit Hours/ })).toHaveLength(2); // row 2 is exported
      await user.click(screen.getAllByRole('button', { name: /^Edit Hours/ })[0]!);
      await user.clear(screen.getByRole('spinbutton', { name: 'Hours' }));
      await user.type(screen.getByRole('spinbutton', { name: 'Hours' }), '99');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
      expect(onSave).not.toHaveBeenCalled();
      expect(bodyRows()[0]).toHaveTextContent(String(records[0]!.hours));
    });

    it('an open editor keeps its draft when the page re-renders with new inline callbacks', async () => {
      const user = userEvent.setup();
      const onSave = jest.fn().mockResolvedValue(undefined);
      let rerenderPage = () => {};
      function Page() {
        const [renders, setRenders] = useState(0);
        rerenderPage = () => setRenders((n) => n + 1);
        return (
          <DataTable
            caption={`Time records ${renders}`}
            data={records.slice(0, 3)}
            columns={columns}
            getRowId={(r) => String(r.id)}
            renderExpanded={(r) => <p>Details of {r.employee}</p>}
            onCellSave={(row, columnId, value) => onSave(row.id, columnId, value, renders)}
          />
        );
      }
      renderUi(<Page />);
      await user.click(screen.getAllByRole('button', { name: 'Expand row' })[0]!);
      await user.click(screen.getAllByRole('button', { name: /^Edit Hours/ })[0]!);
      await user.clear(screen.getByRole('spinbutton', { name: 'Hours' }));
      await user.type(screen.getByRole('spinbutton', { name: 'Hours' }), '6');
      act(() => rerenderPage());
      expect(screen.getByRole('table', { name: 'Time records 1' })).toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: 'Hours' })).toHaveValue(6);
      expect(screen.getByText('Details of Ana 1')).toBeInTheDocument();
      await user.type(screen.getByRole('spinbutton', { name: 'Hours' }), '{Enter}');
      // The latest callback is the one called.
      await waitFor(() => expect(onSave).toHaveBeenCalledWith(1, 'hours', 6, 1));
    });

    it('keeps the editor open when saving fails', async () => {
      const user = userEvent.setup();
      const onSave = jest.fn().mockRejectedValue(new Error('500'));
      renderUi(<Editable onSave={onSave} />);
      await user.click(screen.getAllByRole('button', { name: /^Edit Hours/ })[0]!);
      await user.clear(screen.getByRole('spinbutton', { name: 'Hours' }));
      await user.type(screen.getByRole('spinbutton', { name: 'Hours' }), '3{Enter}');
      await waitFor(() => expect(onSave).toHaveBeenCalled());
      expect(screen.getByRole('spinbutton', { name: 'Hours' })).toHaveValue(3);
    });

    it("shows under the editor why the server refused the value, and not a former message once it is saved", async () => {
      const user = userEvent.setup();
      const refused = new ApiError(400, { statusCode: 400, message: 'Please fix the highlighted fields.', errors: { quantity: 'Hours must be between 0 and 24.' } });
      const onSave = jest.fn().mockRejectedValueOnce(refused).mockResolvedValue(undefined);
      renderUi(<Editable onSave={onSave} />);
      await user.click(screen.getAllByRole('button', { name: /^Edit Hours/ })[0]!);
      const input = screen.getByRole('spinbutton', { name: 'Hours' });
      await user.clear(input);
      await user.type(input, '99999{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('Hours must be between 0 and 24.');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveValue(99999);
      await user.clear(input);
      await user.type(input, '9{Enter}');
      await waitFor(() => expect(screen.queryByRole('spinbutton', { name: 'Hours' })).not.toBeInTheDocument());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('export', () => {
    let blobs: Blob[];
    let names: string[];
    beforeEach(() => {
      blobs = [];
      names = [];
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          blobs.push(b);
          return 'blob:test';
        },
        revokeObjectURL: () => undefined,
      });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        names.push(this.download);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    const readBlob = (b: Blob) =>
      new Promise<string>((resolve) => {
        const r = new FileReader();
        r.onload = () => resolve(String(r.result));
        r.readAsText(b);
      });

    it('downloads only the filtered rows with "Download Filtered", and every row with "Download All"', async () => {
      const user = userEvent.setup();
      const onExported = jest.fn();
      renderTable({ exportName: 'jobs', onExported });
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ana');
      await waitFor(() => expect(bodyRows()).toHaveLength(40), { timeout: 5000 });

      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Download Filtered (JSON)' }));
      await waitFor(() => expect(names).toEqual(['jobs.json']));
      const filtered = JSON.parse(await readBlob(blobs[0]!)) as Array<Record<string, unknown>>;
      expect(filtered).toHaveLength(40);
      expect(filtered.every((r) => String(r.Employee).startsWith('Ana'))).toBe(true);
      expect(filtered[0]).toEqual({ Employee: 'Ana 1', 'Type of Work': 'Labor', Hours: 1 });

      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Download All (CSV)' }));
      await waitFor(() => expect(names).toEqual(['jobs.json', 'jobs.csv']));
      const csv = await readBlob(blobs[1]!);
      expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toHaveLength(records.length + 1);
      expect(onExported).toHaveBeenLastCalledWith('csv', 'all', records);
    });

    it('Download Filtered takes the ticked rows when any are ticked, and says so', async () => {
      const user = userEvent.setup();
      function Ticked() {
        const [ids, setIds] = useState<string[]>(['3', '5']);
        return <DataTable caption="Time records" data={records} columns={columns} getRowId={(r) => String(r.id)} exportName="jobs" selection={{ selectedIds: ids, onChange: setIds }} />;
      }
      renderUi(<Ticked />);
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(screen.queryByRole('menuitem', { name: 'Download Filtered (JSON)' })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('menuitem', { name: 'Download 2 Selected (JSON)' }));
      await waitFor(() => expect(names).toEqual(['jobs.json']));
      const rows = JSON.parse(await readBlob(blobs[0]!)) as Array<Record<string, unknown>>;
      expect(rows.map((r) => r.Employee)).toEqual(['Bob 3', 'Bob 5']);
    });

    it('writes the ticked rows in the order the screen shows them (sorted by Employee, descending)', async () => {
      const user = userEvent.setup();
      function Ticked() {
        const [ids, setIds] = useState<string[]>(['1', '3', '5']);
        return <DataTable caption="Time records" data={records} columns={columns} getRowId={(r) => String(r.id)} exportName="jobs" selection={{ selectedIds: ids, onChange: setIds }} />;
      }
      renderUi(<Ticked />);
      const employee = screen.getByRole('button', { name: /^Employee/ });
      await user.click(employee);
      await user.click(employee);
      await waitFor(() => expect(employee.closest('th')).toHaveAttribute('aria-sort', 'descending'));
      expect(bodyRows()[0]).toHaveTextContent('Bob 120');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Download 3 Selected (JSON)' }));
      await waitFor(() => expect(names).toEqual(['jobs.json']));
      const rows = JSON.parse(await readBlob(blobs[0]!)) as Array<Record<string, unknown>>;
      expect(rows.map((r) => r.Employee)).toEqual(['Bob 5', 'Bob 3', 'Ana 1']);
    });

    it('names the XLS download from the base name', async () => {
      const user = userEvent.setup();
      renderTable({ exportName: 'cost-codes' });
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Download All (XLS)' }));
      await waitFor(() => expect(names).toEqual(['cost-codes.xlsx']));
    });
  });

  describe('fitting a laptop', () => {
    const withPins: DataColumn<Rec>[] = [
      ...columns,
      { id: 'note', title: 'Note', accessor: (r) => `A long note about the work of ${r.employee} on the north side of the site` },
      { id: 'approval', title: 'Approval', pin: 'right', accessor: (r) => (r.exported ? 'Yes' : 'Pending'), filterValue: (r) => (r.exported ? 'Approved' : 'Pending'),
        filter: { options: ['Pending', 'Approved'].map((v) => ({ value: v, label: v })) } },
      { id: 'actions', title: 'Actions', pin: 'right', sortable: false, exportable: false, cell: (r) => <button type="button">Edit {r.id}</button> },
    ];
    const headerTitles = () => screen.getAllByRole('columnheader').filter((h) => h.closest('tr') === h.closest('thead')!.firstElementChild).map((h) => h.textContent!.replace(/[▲▼↕]/g, ''));

    beforeEach(() => window.localStorage.clear());

    it('pins the selection on the left and the approval and actions on the right, whatever their place in the columns', () => {
      const reordered = [withPins[3]!, withPins[4]!, ...withPins.slice(0, 3), withPins[5]!];
      renderTable({ data: records.slice(0, 3), columns: reordered, selection: { selectedIds: [], onChange: () => undefined } });
      expect(headerTitles()).toEqual(['', 'Note', 'Employee', 'Type of Work', 'Hours', 'Approval', 'Actions']);
      const cells = within(bodyRows()[0]!).getAllByRole('cell');
      expect(cells.map((c) => c.dataset.pin ?? '')).toEqual(['left', '', '', '', '', 'right', 'right']);
      // Each pinned cell sticks at the offset the table measured for its place on its side.
      expect(cells[5]!.style.right).toBe('var(--pin-right-0, 0px)');
      expect(cells[6]!.style.right).toBe('var(--pin-right-1, 0px)');
    });

    it('cuts long text to one line, its full value on hover and reachable by keyboard', async () => {
      renderTable({ data: records.slice(0, 1), columns: withPins });
      const note = screen.getByTitle('A long note about the work of Ana 1 on the north side of the site');
      expect(note).toHaveTextContent('A long note about the work of Ana 1');
      await userEvent.setup().tab();
      let focused = document.activeElement;
      for (let i = 0; i < 10 && focused !== note; i += 1) {
        await userEvent.setup().tab();
        focused = document.activeElement;
      }
      expect(note).toHaveFocus();
      // Short values are plain text.
      expect(within(bodyRows()[0]!).getByText('Labor').tagName).toBe('TD');
    });

    it('filters by approval on its meaning (an exported record shows Yes but counts as Approved)', async () => {
      renderTable({ data: records.slice(0, 4), columns: withPins });
      await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Filter Approval' }), 'Approved');
      expect(firstCells()).toEqual(['Bob 2']);
    });

    it('hides a column from the Columns chooser, remembered for this user and table only', async () => {
      const user = userEvent.setup();
      useSession.setState({ claims: { id: 7 } as never });
      const view = renderTable({ data: records.slice(0, 2), columns: withPins });
      await user.click(screen.getByRole('button', { name: 'Columns' }));
      await user.click(await screen.findByRole('checkbox', { name: 'Type of Work' }));
      expect(headerTitles()).toEqual(['Employee', 'Hours', 'Note', 'Approval', 'Actions']);
      expect(JSON.parse(window.localStorage.getItem(tablePrefsKey(7, 'Time records'))!)).toMatchObject({ columns: { workType: false } });
      view.unmount();

      renderTable({ data: records.slice(0, 2), columns: withPins });
      expect(headerTitles()).not.toContain('Type of Work');
      cleanup();
      useSession.setState({ claims: { id: 8 } as never });
      renderTable({ data: records.slice(0, 2), columns: withPins });
      expect(headerTitles()).toContain('Type of Work');
      cleanup();
      useSession.setState({ claims: null });
    });

    it('is compact by default, comfortable when chosen', async () => {
      const user = userEvent.setup();
      renderTable({ data: records.slice(0, 2) });
      expect(screen.getByRole('table')).toHaveAttribute('data-density', 'compact');
      await user.click(screen.getByRole('button', { name: 'Columns' }));
      await user.click(await screen.findByRole('checkbox', { name: 'Comfortable spacing' }));
      expect(screen.getByRole('table')).toHaveAttribute('data-density', 'comfortable');
    });

    it('marks the cells a phone card leaves out when the columns name their key fields', () => {
      const keyed: DataColumn<Rec>[] = [{ ...columns[0]!, card: true }, columns[1]!, columns[2]!, withPins[5]!];
      renderTable({ data: records.slice(0, 1), columns: keyed });
      const cells = within(bodyRows()[0]!).getAllByRole('cell');
      expect(cells.map((c) => [c.dataset.label, c.dataset.card ?? 'on'])).toEqual([
        ['Employee', 'on'], ['Type of Work', 'off'], ['Hours', 'off'], ['Actions', 'on'],
      ]);
    });

    it('shows every column on a phone card when only a pinned column is marked (the row is named, not only its actions)', () => {
      const pinnedOnly: DataColumn<Rec>[] = [columns[0]!, columns[1]!, { ...withPins[5]!, card: true }];
      renderTable({ data: records.slice(0, 1), columns: pinnedOnly });
      const cells = within(bodyRows()[0]!).getAllByRole('cell');
      expect(cells.map((c) => [c.dataset.label, c.dataset.card ?? 'on'])).toEqual([
        ['Employee', 'on'], ['Type of Work', 'on'], ['Actions', 'on'],
      ]);
    });
  });

  it('totals round half a hundredth up like every other hours figure (1.005 h shows as 1.01)', () => {
    const col: DataColumn<{ hours: number }> = { id: 'hours', title: 'Hours', total: true };
    expect(sumColumn([{ hours: 1.005 }], col)).toBe(1.01);
    expect(sumColumn([{ hours: 0.1 }, { hours: 0.2 }, { hours: Number.NaN }], col)).toBe(0.3);
    // Added in hundredths: the total is the sum of the rows' 2-decimal figures, with no float drift over many rows.
    expect(sumColumn(Array.from({ length: 1000 }, () => ({ hours: 0.01 })), col)).toBe(10);
    expect(sumColumn([{ hours: 1.005 }, { hours: 1.005 }], col)).toBe(2.02);
  });

  it("names a short header in full on hover (its description), sorting as any header", async () => {
    const titled: DataColumn<Rec>[] = [columns[0]!, { id: 'hours', title: 'OT', description: 'Overtime (1.5x)', align: 'right' }];
    renderTable({ data: records.slice(0, 3), columns: titled });
    const header = screen.getByRole('columnheader', { name: /OT/ });
    expect(within(header).getByTitle('Overtime (1.5x)')).toHaveTextContent('OT');
    await userEvent.setup().click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('DataTable in French', () => {
  afterEach(() => act(() => activateLanguage('en')));

  it('reads its toolbar, pager, filters, totals and empty state in Canadian French, numbers with a decimal comma', async () => {
    const user = userEvent.setup();
    await act(() => activateLanguage('fr'));
    const rows = records.map((r) => ({ ...r, hours: r.hours + 0.25 }));
    renderUi(
      <I18nProvider>
        <DataTable caption="Entrées" data={rows} columns={columns} getRowId={(r) => String(r.id)} exportName="entrees" selection={{ selectedIds: ['1', '3'], onChange: () => undefined }} />
      </I18nProvider>,
    );
    expect(screen.getByText('1–50 sur 120')).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(screen.getByText('2 sélectionnées')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeEnabled();
    expect(within(screen.getByRole('combobox', { name: 'Lignes par page' })).getAllByRole('option')[0]).toHaveTextContent('50 par page');
    expect(screen.getByRole('combobox', { name: 'Filtrer\u00a0: Type of Work' })).toHaveDisplayValue('Tous');
    expect(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes' })).toBeInTheDocument();
    const total = rows.reduce((sum, r) => sum + r.hours, 0);
    expect(document.querySelector('tfoot [data-total="hours"]')).toHaveTextContent(String(total).replace('.', ','));
    expect(within(document.querySelector('tfoot')!).getByText('Total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(await screen.findByRole('menuitem', { name: 'Tout télécharger (CSV)' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Télécharger 2 lignes sélectionnées (XLS)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    expect(await screen.findByRole('group', { name: 'Colonnes affichées' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Espacement confortable' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'personne');
    expect(await screen.findByText('Aucun enregistrement trouvé', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Aucune ligne')).toBeInTheDocument();
    expect(screen.queryByText(/0–0|Page 0/)).not.toBeInTheDocument();
  });

  /** A job list whose status column translates its values and filter options: odd ids in progress, even pending. */
  const STATUS = { en: ['Pending', 'In Progress'], fr: ['En attente', 'En cours'] } as const;
  function StatusTable({ jobs }: { jobs: Rec[] }) {
    const language = useLanguage();
    const labels = STATUS[language];
    const translated: DataColumn<Rec>[] = [
      { id: 'employee', title: language === 'fr' ? 'Employé' : 'Employee' },
      {
        id: 'status', title: language === 'fr' ? 'Statut' : 'Status', accessor: (r) => labels[r.id % 2],
        filter: { options: labels.map((label, i) => ({ key: ['pending', 'inProgress'][i], value: label, label })) },
      },
    ];
    return <DataTable caption="Jobs" data={jobs} columns={translated} getRowId={(r) => String(r.id)} />;
  }
  async function renderInFrench(ui: ReactElement) {
    await act(() => activateLanguage('fr'));
    renderUi(<I18nProvider>{ui}</I18nProvider>);
  }

  it("shows a translated accessor's value in the new language after a switch, not the former one (issue 18)", async () => {
    await renderInFrench(<StatusTable jobs={[records[0]!, records[2]!]} />);
    expect(screen.getAllByRole('cell', { name: 'En cours' })).toHaveLength(2);
    await act(() => activateLanguage('en'));
    expect(await screen.findByRole('columnheader', { name: /^Status/ })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'In Progress' })).toHaveLength(2);
    expect(screen.queryByRole('cell', { name: 'En cours' })).toBeNull();
  });

  it('keeps a column filter chosen in French after a switch to English, shown and applied in English', async () => {
    const user = userEvent.setup();
    await renderInFrench(<StatusTable jobs={records.slice(0, 4)} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Statut/ }), 'En cours');
    await waitFor(() => expect(screen.queryAllByRole('cell', { name: 'En attente' })).toHaveLength(0));
    expect(screen.getAllByRole('cell', { name: 'En cours' })).toHaveLength(2);
    await act(() => activateLanguage('en'));
    const filter = await screen.findByRole('combobox', { name: /Status/ });
    expect(within(filter).getByRole<HTMLOptionElement>('option', { name: 'In Progress' }).selected).toBe(true);
    expect(screen.getAllByRole('cell', { name: 'In Progress' })).toHaveLength(2);
    expect(screen.queryAllByRole('cell', { name: 'Pending' })).toHaveLength(0);
  });

  it('writes a number cell as the language does, every digit kept and never grouped, and searches it as shown', async () => {
    const user = userEvent.setup();
    const rows: Rec[] = [{ ...records[0]!, id: 12345, hours: 10.5 }, { ...records[1]!, id: 2, hours: 7.25 }];
    const numbers: DataColumn<Rec>[] = [{ id: 'id', title: 'N°' }, { id: 'hours', title: 'Heures' }];
    await renderInFrench(<DataTable caption="Heures" data={rows} columns={numbers} getRowId={(r) => String(r.id)} />);
    expect(screen.getByRole('cell', { name: '10,5' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '7,25' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '12345' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), '7,2');
    await waitFor(() => expect(screen.queryByRole('cell', { name: '10,5' })).toBeNull());
    expect(screen.getByRole('cell', { name: '7,25' })).toBeInTheDocument();
  });

  it('groups the numbers of a totalled column and its total as hours and money are ("1 234,5"; they were "1234,5"); ids stay ungrouped', async () => {
    const rows: Rec[] = [{ ...records[0]!, id: 12345, hours: 1234.5 }, { ...records[1]!, id: 2, hours: 7.25 }];
    const numbers: DataColumn<Rec>[] = [{ id: 'id', title: 'N°' }, { id: 'hours', title: 'Heures', total: true }];
    await renderInFrench(<DataTable caption="Heures" data={rows} columns={numbers} getRowId={(r) => String(r.id)} />);
    expect(screen.getByRole('cell', { name: '1\u00a0234,5' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '12345' })).toBeInTheDocument();
    expect(document.querySelector('tfoot [data-total="hours"]')!.textContent).toBe('1\u00a0241,75');
  });

  it('finds a row by what its cells show: a day written "31 janv. 2027" and money "1 489,13 $", by search and by column filter', async () => {
    const user = userEvent.setup();
    interface Job { id: number; name: string; endsAt: string; budget: number }
    const jobs: Job[] = [
      { id: 1, name: 'DC24-101', endsAt: '2027-01-31', budget: 1489.13 },
      { id: 2, name: 'DC24-104', endsAt: '2027-05-26', budget: 250 },
    ];
    const day = (stored: string) => formatDate(new Date(`${stored}T12:00:00`), { year: 'numeric', month: 'short', day: 'numeric' });
    const shown: DataColumn<Job>[] = [
      { id: 'name', title: 'N° de chantier' },
      { id: 'endsAt', title: 'Date de fin', filter: 'text', cell: (j) => day(j.endsAt) },
      { id: 'budget', title: 'Budget', cell: (j) => formatMoney(j.budget) },
    ];
    await renderInFrench(<DataTable caption="Chantiers" data={jobs} columns={shown} getRowId={(j) => String(j.id)} />);
    expect(screen.getByRole('cell', { name: '31 janv. 2027' })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.type(search, 'janv');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'DC24-104' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'DC24-101' })).toBeInTheDocument();
    // Typed with a plain space, as a keyboard writes it; the page groups with a no-break space.
    await user.clear(search);
    await user.type(search, '1 489,13 $');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'DC24-104' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'DC24-101' })).toBeInTheDocument();
    // The stored value is still found, and so is a day by the column's own filter.
    await user.clear(search);
    await user.type(search, '2027-05');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'DC24-101' })).toBeNull());
    await user.clear(search);
    await user.type(screen.getByRole('textbox', { name: 'Filtrer\u00a0: Date de fin' }), 'mai');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'DC24-101' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'DC24-104' })).toBeInTheDocument();
  });
});
