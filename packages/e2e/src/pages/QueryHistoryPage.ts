import type { Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';
import { ListPage } from './ListPage.js';

const S = SELECTORS.queryHistory;

/** Query history (/sqllab/history/): filters by user, database, status and time; open in SQL Lab. */
export class QueryHistoryPage extends ListPage {
  constructor(page: Page) {
    super(page, S.path, S.heading);
  }

  async openInSqlLab(sqlText: string): Promise<void> {
    await this.row(sqlText).getByRole('link', { name: S.openInSqlLab }).click();
  }
}
