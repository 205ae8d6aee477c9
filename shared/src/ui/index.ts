/**
 * @groundwork/shared/ui: the LIGHT design-system entry. The login page loads it, so it must not import
 * Headless UI, TanStack Table, react-day-picker, exceljs or papaparse: those live in `ui/overlays`, `ui/dates`
 * and `ui/table`.
 *
 * Usage:
 *   // once, in the shell (remotes render inside it and need nothing):
 *   <ThemeProvider><NotificationsHost /><GlobalLoadingOverlay /><App /></ThemeProvider>
 *
 *   <PageHeader title="Jobs" breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Jobs' }]}
 *               actions={<Button variant="primary" onClick={add}>Add Job</Button>} />
 *   <Field label="Username" required error={errors.username}>      // label htmlFor, aria-invalid, aria-describedby
 *     <Input value={u} onChange={(e) => setU(e.target.value)} />    // also PasswordInput, TextArea
 *   </Field>
 *   <Field label="Hours"><NumberInput value={hours} onChange={setHours} min={0} /></Field>  // number | null
 *   <Checkbox label="Include Done" checked={done} onChange={setDone} />
 *   <Button variant="primary" type="submit" loading={saving}>Save</Button>  // primary|secondary|danger|ghost|link
 *   <Banner tone="error" title={MESSAGES.loginFailedTitle} text={MESSAGES.incorrectCredentials} />
 *   notify.success('Success', MESSAGES.recordUpdated); notify.error('Error', MESSAGES.somethingWentWrongBang);
 *   await withGlobalLoading(() => api.jobs.list());   // or <Spinner />, <LoadingOverlay active />
 *   <EmptyState />  // "No Records Found" + Go Back (history.back, or onBack={() => navigate('/reports/manager-query')})
 *   <Card title="Summary" extra={<a href="#/jobs">All</a>}>...</Card>
 *   <Stack $gap={4}>...</Stack>  <Row $gap={2} $justify="space-between">...</Row>
 *   styled.div`padding: ${space(4)}; ${below('menuCollapse')} { padding: ${space(2)}; }`
 */
export { theme, space, below, above } from './theme';
export { bannerIconCss, revealButtonCss } from './plain-css';
export type { AppTheme } from './theme';
export { ThemeProvider } from './provider/ThemeProvider';
export type { ThemeProviderProps } from './provider/ThemeProvider';
export { GlobalStyle } from './provider/GlobalStyle';

export { Stack, ListStack, Row, Card, panelHeader } from './layout/Layout';
export type { StackProps, CardProps } from './layout/Layout';
export { PageHeader } from './layout/PageHeader';
export type { PageHeaderProps } from './layout/PageHeader';
export { Breadcrumbs } from './navigation/Breadcrumbs';
export type { BreadcrumbItem } from './navigation/Breadcrumbs';

export { Button } from './controls/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './controls/Button';
export { Field, useFieldControl } from './controls/Field';
export type { FieldProps, FieldControlProps } from './controls/Field';
export { Input, PasswordInput, TextArea, NumberInput, Checkbox } from './controls/Inputs';
export type { InputProps, PasswordInputProps, TextAreaProps, NumberInputProps, CheckboxProps } from './controls/Inputs';
export { inputBox } from './controls/inputStyles';

export { Banner } from './feedback/Banner';
export type { BannerProps } from './feedback/Banner';
export type { Tone } from './feedback/tone';
export { toneColors, toneIcon } from './feedback/tone';
export { Spinner, LoadingOverlay, GlobalLoadingOverlay, useLoadingStore, withGlobalLoading } from './feedback/Spinner';
export type { SpinnerProps } from './feedback/Spinner';
export { notify, NotificationsHost, NotificationsHost as Notifications, useNotificationStore, NOTIFICATION_DURATION_MS } from './feedback/Notifications';
export type { Notification } from './feedback/Notifications';
export { EmptyState, noMatchState } from './feedback/EmptyState';
export type { EmptyStateProps } from './feedback/EmptyState';
