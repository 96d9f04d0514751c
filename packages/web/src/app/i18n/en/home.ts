/** English strings: the welcome page and the Charts and Dashboards pages. */
export const HOME_EN = {
  welcome: 'Welcome, {{name}}',
  welcomeAnonymous: 'Welcome',
  sections: {
    recents: 'Recents',
    dashboards: 'Dashboards',
    charts: 'Charts',
    savedQueries: 'Saved queries',
  },
  tabs: {
    viewed: 'Viewed',
    edited: 'Edited',
    created: 'Created',
    favorite: 'Favorite',
    mine: 'Mine',
  },
  seeAll: 'See all',
  seeAllLabel: {
    dashboards: 'See all dashboards',
    charts: 'See all charts',
    savedQueries: 'See all saved queries',
  },
  itemType: {
    dashboard: 'Dashboard',
    chart: 'Chart',
  },
  viewedWhen: 'Viewed {{when}}',
  modifiedWhen: 'Modified {{when}}',
  loadFailed: 'There was an error fetching this list: {{message}}',
  recentFailed: 'There was an error fetching your recent activity: {{message}}',
  empty: {
    viewed: {
      title: 'Nothing viewed yet',
      description: 'Charts and dashboards you open will appear here.',
    },
    edited: {
      title: 'Nothing edited yet',
      description: 'Charts and dashboards you change will appear here.',
    },
    created: {
      title: 'Nothing created yet',
      description: 'Charts and dashboards you create will appear here.',
    },
    dashboardsFavorite: {
      title: 'No favorite dashboards yet',
      description: 'Star a dashboard in the dashboard list to keep it here.',
    },
    dashboardsMine: {
      title: 'You own no dashboards yet',
      description: 'Dashboards you create, or are made an owner of, will appear here.',
    },
    chartsFavorite: {
      title: 'No favorite charts yet',
      description: 'Star a chart in the chart list to keep it here.',
    },
    chartsMine: {
      title: 'You own no charts yet',
      description: 'Build a chart from a dataset and it will appear here.',
    },
    savedQueries: {
      title: 'No saved queries yet',
      description: 'Save a query in SQL Lab to find it here.',
    },
  },
  actions: {
    browseDashboards: 'Browse dashboards',
    browseCharts: 'Browse charts',
    createChart: 'Create a chart',
    openSqlLab: 'Open SQL Lab',
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
