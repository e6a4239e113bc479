import { expect, test, type Page } from './test';
import { expectNoSeriousA11yViolations } from './axe';
import { expectMailMentioning } from './mail';

async function fillContactForm(page: Page, subject: string) {
  const form = page.locator('#contact');
  await form.getByLabel('First name').fill('Walter');
  await form.getByLabel('Last name').fill('Brennan');
  await form.getByLabel('Email address').fill('walter@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Your message').fill('A company called me and asked for money up front.');
}

test.describe('landing page', () => {
  test('shows the hero with the tagline and a consultation e-mail @phone', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await expect(
      page.getByText(
        'Professional advocacy and consumer protection services for timeshare resolution.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Schedule Consultation/ })).toHaveAttribute(
      'href',
      /^mailto:help@tra-advocates\.example\?subject=/,
    );
    // No script errors, React warnings or Content-Security-Policy violations.
    expect(problems).toEqual([]);
  });

  test('clears the address hash on load and starts at the top', async ({ page }) => {
    await page.goto('/#contact');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('sends a help request, shows the success toast, resets, and forwards it by e-mail', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.locator('#get-help');
    await form.getByLabel('First name').fill('Margaret');
    await form.getByLabel('Last name').fill('Okafor-E2E');
    await form.getByLabel('Email address').fill('margaret@example.com');
    await form.getByLabel('Timeshare company or resort').fill('Sunny Shores Vacation Club');
    await form.getByLabel('When did you buy it?').selectOption('1-3-years');
    await form.getByLabel('Tell us about your situation').fill('The fees keep rising every year.');
    await form.getByLabel(/I agree that Timeshare Resolution Advocates may contact me/).check();
    await form.getByRole('button', { name: 'Send my request' }).click();

    await expect(page.getByText('Request Submitted Successfully')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByLabel(/I agree/)).not.toBeChecked();
    await expectMailMentioning('Okafor-E2E');
  });

  test('shows what is missing instead of sending an incomplete request', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#get-help');
    await form.getByRole('button', { name: 'Send my request' }).click();
    await expect(form.getByText('First name is required.')).toBeVisible();
    await expect(form.getByLabel('First name')).toBeFocused();
  });

  test('shows the failure toast with the server message when sending fails', async ({ page }) => {
    await page.route('**/api/intake', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'The service is briefly unavailable.',
          code: 'SERVICE_UNAVAILABLE',
        }),
      }),
    );
    await page.goto('/');
    const form = page.locator('#get-help');
    await form.getByLabel('First name').fill('Ann');
    await form.getByLabel('Last name').fill('Lee');
    await form.getByLabel('Email address').fill('ann@example.com');
    await form.getByLabel('Timeshare company or resort').fill('Bay Club');
    await form.getByLabel('Tell us about your situation').fill('Help please.');
    await form.getByLabel(/I agree/).check();
    await form.getByRole('button', { name: 'Send my request' }).click();
    await expect(page.getByText('Submission Failed')).toBeVisible();
    await expect(page.getByText('The service is briefly unavailable.')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Ann');
  });

  test('sends a contact message and shows the success toast', async ({ page }) => {
    await page.goto('/');
    await fillContactForm(page, 'Question about a resale offer E2E');
    await page.locator('#contact').getByRole('button', { name: 'Send my message' }).click();
    await expect(page.getByText('Message Sent Successfully')).toBeVisible();
    await expect(page.locator('#contact').getByLabel('Subject')).toHaveValue('');
    await expectMailMentioning('Question about a resale offer E2E');
  });

  test('shows the contact failure toast', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/');
    await fillContactForm(page, 'Will fail');
    await page.locator('#contact').getByRole('button', { name: 'Send my message' }).click();
    await expect(page.getByText('Failed to Send Message')).toBeVisible();
  });

  test('FAQ opens one answer at a time and closes the open one when pressed', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: 'Do you charge fees?' });
    const second = faq.getByRole('button', { name: /How long does it take/ });
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
    await expect(faq.getByText(/12 to 18 months or longer/)).toBeVisible();
    await second.click();
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('donation: the custom amount appears only for Other and another preset clears it', async ({
    page,
  }) => {
    await page.goto('/');
    const support = page.locator('#support');
    const custom = support.getByLabel('Other amount, in US dollars');
    await expect(custom).toHaveCount(0);
    await support.getByText('Other', { exact: true }).click();
    await expect(custom).toBeVisible();
    await expect(custom).toHaveAttribute('min', '1');
    await expect(custom).toHaveAttribute('step', '0.01');
    await custom.fill('42.50');
    await support.getByText('$25', { exact: true }).click();
    await expect(custom).toHaveCount(0);
    await support.getByText('Other', { exact: true }).click();
    await expect(custom).toHaveValue('');
    await expect(support.getByRole('checkbox', { name: /monthly/i })).toBeVisible();
    const donate = support.getByRole('link', { name: /Donate Now/ });
    await expect(donate).toHaveAttribute('target', '_blank');
    await expect(donate).toHaveAttribute('href', 'https://donate.tra-advocates.example/give');
  });

  test('Our Mission opens in a dialog that Escape closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Our Mission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Our Mission' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('has no serious accessibility violations @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#get-help').getByLabel('First name')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('navigation', () => {
  for (const [item, section] of [
    ['Services', 'services'],
    ['Partners', 'partners'],
    ['Support', 'support'],
    ['Contact', 'contact'],
  ] as const) {
    test(`${item} goes to the landing page from another page and scrolls to its section`, async ({
      page,
    }) => {
      await page.goto('/calculator');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: item, exact: true })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator(`#${section}`)).toBeInViewport();
    });
  }

  test('footer section links navigate home first, then scroll', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the phone menu opens, navigates, and closes on navigation @phone', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the collapsible menu is for small screens');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Calculator' })
      .click();
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });
});
