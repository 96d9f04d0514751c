/** English strings: the welcome page and the Charts and Dashboards pages. */
export const HOME_EN = {
  welcome: 'Welcome, {{name}}',
  welcomeAnonymous: 'Welcome',
  intro: 'Here is what you can do in Loupe.',
  cards: {
    sqlLab: 'Write SQL against your databases and explore the results.',
    datasets: 'The tables and queries that charts are built from.',
    savedQueries: 'Queries saved in SQL Lab, ready to open again.',
    queryHistory: 'Every query run in SQL Lab, with its status and results.',
    databases: 'The databases Loupe connects to.',
  },
  nothing: {
    title: 'Nothing to see here yet',
    description: 'You have no access to any data yet. Ask an administrator to give you access.',
  },
} as const;

/** English strings of the start-here empty states (Charts, Dashboards). */
export const START_EN = {
  charts: {
    resource: 'chart',
    resources: 'charts',
    title: 'No charts yet',
    nameColumn: 'Name',
    vizTypeColumn: 'Visualization type',
    datasetColumn: 'Dataset',
    lastModifiedColumn: 'Last modified',
  },
  dashboards: {
    title: 'No dashboards yet',
  },
  canBuild:
    'Charts and dashboards are built on datasets. Create a dataset from a database table, or explore your data in SQL Lab.',
  canBuildNoSql:
    'Charts and dashboards are built on datasets. Start by creating a dataset from a database table.',
  canQuery: 'Charts and dashboards are built on datasets. Meanwhile, explore your data in SQL Lab.',
  askForAccess:
    'Charts and dashboards shared with you will appear here. Ask their owners or an administrator for access.',
  createDataset: 'Create a dataset',
  openSqlLab: 'Open SQL Lab',
} as const;
