import { expect, test } from './test';
import { demoAdmin, signInAsStaff } from './accounts';
import { uniqueEmail } from './mail';

/*
 * Issue 15 item 22: approving an application with no documents, no bar number and no website
 * needs a reason, and the review dialog says what is missing.
 */
for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    test('the review dialog lists what is missing and wants a reason to approve', async ({
      page,
    }) => {
      const company = `Bare Bones Legal ${width} ${Date.now()}`;
      const applied = await page.request.post('/api/partners/apply', {
        data: {
          companyName: company,
          companyType: 'law-firm',
          contactPerson: 'Ned Bare',
          email: uniqueEmail('bare'),
          phone: '(555) 010-7788',
          jurisdiction: 'Florida',
          servicesOffered: ['Timeshare Cancellation'],
          agreementAccepted: true,
        },
      });
      expect(applied.status(), await applied.text()).toBe(201);

      await signInAsStaff(page, demoAdmin);
      await page.goto('/admin/applications');
      await page.getByRole('button', { name: `View details of ${company}` }).click();
      const details = page.getByRole('dialog', { name: new RegExp(company) });
      await details.getByRole('button', { name: 'Approve', exact: true }).click();

      const review = page.getByRole('dialog', { name: `Approve ${company}?` });
      await expect(review.getByText('This application is incomplete. It has:')).toBeVisible();
      for (const item of ['no verification documents', 'no bar number', 'no website']) {
        await expect(review.getByRole('listitem').filter({ hasText: item })).toBeVisible();
      }
      await review.getByRole('button', { name: 'Approve application' }).click();
      await expect(review.getByText('A reason to approve anyway is required.')).toBeVisible();
      await page.screenshot({ path: `/tmp/journeys-b/approve-incomplete-${width}.png` });

      await review
        .getByLabel('Reason to approve anyway')
        .fill('Bar admission checked on the Florida Bar website.');
      await review.getByRole('button', { name: 'Approve application' }).click();
      await expect(page.getByText('Application approved').first()).toBeVisible();
      await expect(review).toBeHidden();
    });
  });
}
