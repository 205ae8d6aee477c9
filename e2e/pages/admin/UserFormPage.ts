import { expect, type Locator, type Page } from '@playwright/test';
import { choose } from '../controls';

export interface NewUser {
  name: string;
  employeeCode: string;
  workClass: string;
  email: string;
  username: string;
  password: string;
  role: string;
}

/** /users/add and /users/{id}/edit. */
export class UserFormPage {
  readonly name: Locator;
  readonly employeeCode: Locator;
  readonly workClass: Locator;
  readonly email: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly role: Locator;
  readonly isActive: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('textbox', { name: 'Name', exact: true });
    this.employeeCode = page.getByRole('textbox', { name: 'Employee Code', exact: true });
    this.workClass = page.getByRole('combobox', { name: 'Work Class', exact: true });
    this.email = page.getByRole('textbox', { name: 'Email', exact: true });
    this.username = page.getByRole('textbox', { name: 'Username', exact: true });
    this.password = page.getByRole('textbox', { name: 'Password', exact: true });
    this.confirmPassword = page.getByRole('textbox', { name: 'Confirm Password', exact: true });
    this.role = page.getByRole('combobox', { name: 'Role', exact: true });
    this.isActive = page.getByRole('checkbox', { name: 'Is Active', exact: true });
    this.save = page.getByRole('button', { name: 'Save' });
  }

  async openNew(): Promise<void> {
    await this.page.goto('/#/users/add');
    await expect(this.employeeCode).toBeVisible();
  }

  /** Types an employee code and leaves the field, which runs the uniqueness check. */
  async enterEmployeeCode(code: string): Promise<void> {
    await this.employeeCode.fill(code);
    await this.employeeCode.blur();
  }

  fieldError(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** Fills every required field except the employee code. */
  async fillRequired(user: Omit<NewUser, 'employeeCode'>): Promise<void> {
    await this.name.fill(user.name);
    await choose(this.page, this.workClass, user.workClass, { option: new RegExp(`^${user.workClass}`) });
    await this.email.fill(user.email);
    await this.username.fill(user.username);
    await this.password.fill(user.password);
    await this.confirmPassword.fill(user.password);
    await choose(this.page, this.role, user.role);
  }
}
