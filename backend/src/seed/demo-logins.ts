/** The demo sign-ins the seed creates (README, tests and e2e use these). */
export interface DemoLogin {
  username: string;
  password: string;
  role: string;
  company: string;
}

export const DEMO_COMPANY = 'Demo Construction';
export const SECOND_COMPANY = 'Northwind Paving';

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { username: 'admin', password: 'admin123', role: 'Administrator', company: DEMO_COMPANY },
  { username: 'manager', password: 'demo1234', role: 'Manager', company: DEMO_COMPANY },
  { username: 'foreman', password: 'demo1234', role: 'Foreman', company: DEMO_COMPANY },
  { username: 'payroll', password: 'demo1234', role: 'Payroll', company: DEMO_COMPANY },
  { username: 'worker', password: 'demo1234', role: 'Worker', company: DEMO_COMPANY },
  { username: 'office2', password: 'demo1234', role: 'Office', company: SECOND_COMPANY },
];

/** Password of every seeded employee that is not one of the logins above (they sign in with their username). */
export const DEMO_EMPLOYEE_PASSWORD = 'demo1234';
