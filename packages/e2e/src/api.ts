import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Setting up what a spec needs but does not test (a second database, another user's runs) through the
 * REST API with a bearer token, the way any Superset client would.
 */
export class ApiClient {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, username: string, password: string): Promise<ApiClient> {
    const res = await request.post('/api/v1/security/login', {
      data: { username, password, provider: 'db' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { access_token: token } = (await res.json()) as { access_token: string };
    return new ApiClient(request, token);
  }

  private async call<T>(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
    const res = await this.request.fetch(url, {
      method,
      data,
      headers: { authorization: `Bearer ${this.token}` },
    });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  /** A database exposed in SQL Lab; `options` adds fields such as allow_run_async. */
  async createDatabase(name: string, uri: string, options: Record<string, unknown> = {}): Promise<number> {
    const created = await this.call<{ id: number }>('POST', '/api/v1/database/', {
      database_name: name,
      sqlalchemy_uri: uri,
      expose_in_sqllab: true,
      ...options,
    });
    return created.id;
  }

  /** Status and SQL of the newest run on a database, from the query history API. */
  async latestRun(databaseId: number): Promise<{ status: string; sql: string } | undefined> {
    const q = `(filters:!((col:database,opr:rel_o_m,value:${databaseId})),order_column:start_time,order_direction:desc,page:0,page_size:1)`;
    const list = await this.call<{ result: { status: string; sql: string }[] }>(
      'GET',
      `/api/v1/query/?q=${encodeURIComponent(q)}`,
    );
    return list.result[0];
  }

  /** The user's saved queries with this label, as the list API returns them (extra_json included). */
  async savedQueriesLabelled(
    label: string,
  ): Promise<{ id: number; label: string; extra_json: string | null }[]> {
    const q = `(filters:!((col:label,opr:eq,value:'${label}')),page:0,page_size:100)`;
    const list = await this.call<{ result: { id: number; label: string; extra_json: string | null }[] }>(
      'GET',
      `/api/v1/saved_query/?q=${encodeURIComponent(q)}`,
    );
    return list.result;
  }

  /**
   * A user of its own for a spec, with one role: SQL Lab keeps tabs per user, so a spec that changes
   * its tabs (database, SQL) leaves the admin's as the other specs expect them.
   */
  async createSpecUser(username: string, roleName: string): Promise<{ username: string; password: string }> {
    const password = `${username}-password`;
    await this.createUser({
      username,
      firstName: 'Spec',
      lastName: username,
      password,
      roles: [await this.roleId(roleName)],
    });
    return { username, password };
  }

  async roleId(name: string): Promise<number> {
    const roles = await this.call<{ result: { id: number; name: string }[] }>(
      'GET',
      '/api/v1/security/roles/?q=(page_size:100)',
    );
    const role = roles.result.find((r) => r.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role.id;
  }

  async createUser(user: {
    username: string;
    firstName: string;
    lastName: string;
    password: string;
    roles: number[];
  }): Promise<void> {
    await this.call('POST', '/api/v1/security/users/', {
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username,
      email: `${user.username}@example.com`,
      active: true,
      roles: user.roles,
      password: user.password,
    });
  }

  /** A synchronous SQL Lab run, as the editor sends it. */
  async runSql(databaseId: number, sql: string): Promise<void> {
    await this.call('POST', '/api/v1/sqllab/execute/', {
      database_id: databaseId,
      sql,
      runAsync: false,
      queryLimit: 100,
    });
  }

  /** Stores a query in the legacy share store, as Superset's old share link did; returns its key. */
  async storeSharedQuery(value: Record<string, unknown>): Promise<number> {
    const stored = await this.call<{ id: number }>('POST', '/kv/store/', { data: JSON.stringify(value) });
    return stored.id;
  }

  /** An empty dashboard owned by this user. */
  async createDashboard(title: string): Promise<number> {
    const created = await this.call<{ id: number }>('POST', '/api/v1/dashboard/', { dashboard_title: title });
    return created.id;
  }

  /** Changes a dashboard as another browser tab would (PUT). */
  async updateDashboard(id: number, body: Record<string, unknown>): Promise<void> {
    await this.call('PUT', `/api/v1/dashboard/${id}`, body);
  }

  /** The dashboard as stored (by id or slug). */
  async dashboard(
    id: number | string,
  ): Promise<{ dashboard_title: string; published: boolean; position_json: string | null }> {
    const answer = await this.call<{
      result: { dashboard_title: string; published: boolean; position_json: string | null };
    }>('GET', `/api/v1/dashboard/${id}`);
    return answer.result;
  }

  async databaseId(name: string): Promise<number> {
    const list = await this.call<{ result: { id: number; database_name: string }[] }>(
      'GET',
      '/api/v1/database/?q=(page_size:100)',
    );
    const database = list.result.find((d) => d.database_name === name);
    if (!database) throw new Error(`no database ${name}`);
    return database.id;
  }

  /** A synchronous SQL Lab run's rows, to check what a chart shows against the engine itself. */
  async sqlRows(databaseId: number, sql: string): Promise<Record<string, unknown>[]> {
    const answer = await this.call<{ data: Record<string, unknown>[] }>('POST', '/api/v1/sqllab/execute/', {
      database_id: databaseId,
      sql,
      runAsync: false,
      queryLimit: 1000,
    });
    return answer.data;
  }

  async datasetId(tableName: string): Promise<number> {
    const q = `(filters:!((col:table_name,opr:eq,value:'${tableName}')),page:0,page_size:1)`;
    const list = await this.call<{ result: { id: number }[] }>(
      'GET',
      `/api/v1/dataset/?q=${encodeURIComponent(q)}`,
    );
    if (!list.result[0]) throw new Error(`no dataset ${tableName}`);
    return list.result[0].id;
  }

  /** A saved chart, as Explore's Save sends it (form data as params); returns its id. */
  async createChart(name: string, datasetId: number, formData: Record<string, unknown>): Promise<number> {
    const created = await this.call<{ id: number }>('POST', '/api/v1/chart/', {
      slice_name: name,
      viz_type: formData.viz_type,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ ...formData, datasource: `${datasetId}__table` }),
    });
    return created.id;
  }
  /** A Superset annotation layer with its annotations (naive ISO times, as the API stores them). */
  async createAnnotationLayer(
    name: string,
    annotations: { short_descr: string; start_dttm: string; end_dttm?: string; long_descr?: string }[] = [],
  ): Promise<number> {
    const layer = await this.call<{ id: number }>('POST', '/api/v1/annotation_layer/', { name, descr: '' });
    for (const annotation of annotations)
      await this.call('POST', `/api/v1/annotation_layer/${layer.id}/annotation/`, annotation);
    return layer.id;
  }

  /** Deletes an annotation layer and its annotations. */
  async deleteAnnotationLayer(id: number): Promise<void> {
    const headers = { authorization: `Bearer ${this.token}` };
    const q = encodeURIComponent(`(page:0,page_size:100)`);
    const listed = await this.request.get(`/api/v1/annotation_layer/${id}/annotation/?q=${q}`, { headers });
    const { ids } = (await listed.json()) as { ids: number[] };
    for (const annotation of ids)
      await this.request.delete(`/api/v1/annotation_layer/${id}/annotation/${annotation}`, { headers });
    const res = await this.request.delete(`/api/v1/annotation_layer/${id}`, { headers });
    expect(res.ok(), await res.text()).toBe(true);
  }

  /** A saved chart as the chart API shows it: its name, type, form data and the dashboards it is on. */
  async chart(id: number): Promise<{
    slice_name: string;
    viz_type: string;
    params: string;
    dashboards: { id: number; dashboard_title: string }[];
  }> {
    const answer = await this.call<{
      result: {
        slice_name: string;
        viz_type: string;
        params: string;
        dashboards: { id: number; dashboard_title: string }[];
      };
    }>('GET', `/api/v1/chart/${id}`);
    return answer.result;
  }
}
