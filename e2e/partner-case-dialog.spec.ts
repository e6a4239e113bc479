import { expect, test, type Locator, type Page } from './test';
import { caseOfTheDemoPartner, demoPartner } from './accounts';

/*
 * Issue 15 item 14: the partner's case dialog closed itself when a tab was clicked with the
 * mouse, because the dialog changed size between the press and the release, so the release
 * landed on the backdrop. These tests click with the real mouse (press and release), never
 * the keyboard, on a case with no documents, where the Documents tab is the shortest.
 */

/** Presses and releases the real mouse in the middle of an element. */
async function mouseClick(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    test('the case dialog stays open when each tab is clicked with the mouse', async ({ page }) => {
      const { caseNumber } = await caseOfTheDemoPartner(page.request, 'dialog-client');
      await page.goto('/partner-login');
      await page.getByLabel('Email Address').fill(demoPartner.email);
      await page.getByLabel('Password', { exact: true }).fill(demoPartner.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(/\/partner-dashboard$/);

      await mouseClick(page, page.getByRole('button', { name: `View case ${caseNumber}` }).first());
      const dialog = page.getByRole('dialog', { name: `Case ${caseNumber}` });
      await expect(dialog.getByRole('tab', { name: 'Details' })).toBeVisible();
      const sizeAtOpen = await dialog.boundingBox();

      for (const tab of [
        'Documents',
        'Updates',
        'Actions',
        'Messages',
        'Requests',
        'Details',
        'Documents',
      ]) {
        await mouseClick(page, dialog.getByRole('tab', { name: tab }));
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        // A stable size: switching tabs neither shrinks nor moves the dialog.
        expect(await dialog.boundingBox()).toEqual(sizeAtOpen);
      }
      await expect(dialog.getByText('There are no documents on this case yet.')).toBeVisible();
      await page.screenshot({ path: `/tmp/journeys-b/case-dialog-documents-${width}.png` });

      // A press inside that is released on the backdrop does not close the dialog either.
      const title = (await dialog
        .getByRole('heading', { name: `Case ${caseNumber}` })
        .boundingBox())!;
      await page.mouse.move(title.x + 5, title.y + 5);
      await page.mouse.down();
      await page.mouse.move(2, 2);
      await page.mouse.up();
      await expect(dialog).toBeVisible();

      // A press and release on the backdrop still closes it (where there is a backdrop).
      if (width > 600) {
        await page.mouse.click(2, 2);
        await expect(dialog).toBeHidden();
      }
    });
  });
}
