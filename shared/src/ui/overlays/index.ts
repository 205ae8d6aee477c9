/**
 * @groundwork/shared/ui/overlays: Headless UI based parts (focus trapped in dialogs and returned on close).
 *
 * Usage:
 *   <Modal open={open} onClose={close} title="Preview Changes" footer={<Button onClick={close}>Close</Button>}>...</Modal>
 *   <Drawer open onClose={close} title="New Time Off Request" fullWidth footer={...}>...</Drawer>
 *   <ConfirmDialog open={!!row} title="Are you sure delete this record?"   // text defaults to 'Click "Yes" to continue.'
 *     onConfirm={() => api.delete(row.id)} onClose={() => setRow(null)} />  // Yes/No; only Yes calls onConfirm
 *   <Field label="Job" required error={e.job}>
 *     <Select options={jobs.map((j) => ({ value: j.id, label: j.name }))} value={jobId} onChange={setJobId} />
 *   </Field>
 *   <MultiSelect aria-label="Crew members" options={users} value={ids} onChange={setIds} />
 *   <Tabs tabs={[{ key: 'productions', label: 'Productions', content: <P /> }, { key: 'summary', label: 'Summary', content: <S /> }]} />
 *   <SegmentedControl aria-label="View" options={[{ value: 'upcoming', label: 'Upcoming' }, { value: 'history', label: 'History' }]}
 *     value={seg} onChange={setSeg} />
 *   <Switch label="Include Done" checked={done} onChange={setDone} />
 *   <CheckboxGroup label="Permissions" options={ALL_PERMISSIONS.map((p) => ({ value: p, label: p }))} value={perms} onChange={setPerms} />
 */
export { Modal, Drawer } from './Modal';
export type { ModalProps, DrawerProps } from './Modal';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { Select, MultiSelect, filterOptions } from './Select';
export type { SelectProps, MultiSelectProps, SelectOption, OptionValue } from './Select';
export { Tabs, Switch, CheckboxGroup } from './Tabs';
export type { TabItem, TabsProps, SwitchProps, CheckboxGroupProps } from './Tabs';
export { SegmentedControl } from './SegmentedControl';
export type { SegmentedControlProps } from './SegmentedControl';
