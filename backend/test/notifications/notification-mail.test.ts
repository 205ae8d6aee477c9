/**
 * A job cost alert's email in its reader's language (docs/job-cost.md "Alerts"): the threshold written as the language
 * writes a percent, "80%" in English and "80\u00a0%" in French (a no-break space, docs/glossary-fr.md).
 */
import { mailOf } from '../../src/modules/notifications/notification-mail';

const row = { email: 'pm@example.com', jobName: 'DC24-104', costCodeName: '104-EQP', threshold: 80, basis: 'cost' as const, actual: '800', budget: '1000' };

it('writes the threshold against its number in English: "reached 80% of its budget", "Threshold: 80%"', () => {
  const mail = mailOf({ ...row, language: 'en' });
  expect(mail.subject).toBe('DC24-104: cost code 104-EQP reached 80% of its budget');
  expect(mail.text).toContain('\nThreshold: 80%\n');
  expect(mailOf({ ...row, language: 'en', threshold: 100, basis: 'hours' }).subject).toBe('DC24-104: cost code 104-EQP reached 100% of its budgeted hours');
});

it('keeps the French percent sign on the line of its number: "a atteint 80\u00a0% du budget"', () => {
  const mail = mailOf({ ...row, language: 'fr' });
  expect(mail.subject).toBe('DC24-104 : le code de coût 104-EQP a atteint 80\u00a0% du budget');
  expect(mail.text).toContain('Seuil : 80\u00a0%\n');
});
