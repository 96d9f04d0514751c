import { expect, test } from './fixtures.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { AppShell } from './pages/AppShell.js';
import { DatasetsPage } from './pages/DatasetsPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { UploadDialog } from './pages/UploadDialog.js';
import { stepScreenshots } from './screenshots.js';

const DATABASE = 'e2e_uploads';
const SALES_CSV = 'id,region,amount,sold_on\n1,north,10.5,2024-01-02\n2,south,20,2024-02-03\n';
const BAD_CSV = 'a,b\n1,2\n3,4,5\n';

// A malformed file is uploaded on purpose: the browser logs the upload's 422 answer.
test.use({
  allowedErrors: [
    /status of 422 \(Unprocessable Entity\) \(http:\/\/[^)]*\/api\/v1\/database\/\d+\/upload\//,
  ],
});

test('an admin uploads a CSV file into a database and gets its dataset', async ({ page }, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const login = new LoginPage(page);
  const shell = new AppShell(page);
  const datasets = new DatasetsPage(page);
  const upload = new UploadDialog(page);

  await test.step('admin signs in; a DuckDB database allows uploads', async () => {
    await login.goto();
    await login.signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
    await shell.expectSignedInAs(ADMIN_USERNAME);
    // The database is set up through the API with the browser's session: the dialog is what is tested here.
    const csrf = await page.request.get('/api/v1/security/csrf_token/');
    const token = ((await csrf.json()) as { result: string }).result;
    const created = await page.request.post('/api/v1/database/', {
      headers: { 'X-CSRFToken': token },
      data: { database_name: DATABASE, sqlalchemy_uri: 'duckdb:///:memory:', allow_file_upload: true },
    });
    expect(created.status()).toBe(201);
  });

  await test.step('uploads a CSV file from the datasets list', async () => {
    await datasets.goto();
    await upload.openCsv();
    await upload.chooseFile('sales.csv', SALES_CSV);
    await upload.chooseDatabase(DATABASE);
    await upload.fillTableName('e2e_sales');
    await shot('upload-csv-filled');
    await upload.submit();
    await upload.expectImported();
    await expect(datasets.row('e2e_sales')).toBeVisible();
    await shot('upload-csv-dataset-listed');
  });

  await test.step('a malformed file names its row and makes no table', async () => {
    await upload.openCsv();
    await upload.chooseFile('bad.csv', BAD_CSV);
    await upload.chooseDatabase(DATABASE);
    await upload.fillTableName('e2e_bad');
    await upload.submit();
    await expect(upload.error()).toContainText('Error at row 3: expected 2 fields, found 3');
    await shot('upload-csv-malformed');
    await upload.cancel();
    await expect(datasets.row('e2e_bad')).toHaveCount(0);
  });
});
