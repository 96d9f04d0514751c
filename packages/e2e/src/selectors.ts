/**
 * Every way the end-to-end tests find things on screen. Accessible names (labels, roles, visible text)
 * first; a test id only where the UI has no readable name for the element.
 */
export const SELECTORS = {
  sqlLab: {
    path: '/sqllab/',
    heading: 'SQL Lab',
    editor: 'SQL',
    rowCount: '[data-testid="row-count"]',
    runError: '[data-testid="run-error"]',
  },
  /** SQL Lab's tab menu, panes and shortcut list. */
  sqlLabTabs: {
    /** The shown tab's pane (every opened tab stays mounted, hidden); the results tabs nest one too. */
    activePane: '[role="tabpanel"][aria-hidden="false"]',
    actions: 'Tab actions',
    rename: 'Rename tab',
    renamePrompt: 'Enter a new title for the tab',
    hideSchema: 'Hide schema browser',
    showSchema: 'Show schema browser',
    closeOthers: 'Close all other tabs',
    schemaPane: '[data-testid="schema-pane"]',
    resizeResults: 'Resize the editor and the results',
    resizeSchema: 'Resize the schema browser',
    editorHost: '[data-testid="sql-editor"]',
    shortcutsButton: 'Keyboard shortcuts',
    shortcutsList: '[data-testid="keyboard-shortcuts"]',
  },
  login: {
    path: '/login/',
    heading: 'Sign in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    error: '[data-testid="login-error"]',
  },
  shell: {
    mainMenu: 'Main menu',
    settings: 'Settings',
    settingsItems: { databases: 'Databases', users: 'Users', roles: 'Roles' },
    userMenu: '[data-testid="user-menu"]',
    logout: 'Logout',
  },
  users: {
    path: '/users/list/',
    heading: 'List Users',
    /** Its visible text ('User') is also part of the user menu's name, hence the test id. */
    add: '[data-testid="list-add-button"]',
    search: 'User name',
    dialog: { add: 'Add user' },
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      username: 'User name',
      email: 'Email',
      roles: 'Roles',
      password: 'Password',
      confirmPassword: 'Confirm password',
    },
    save: 'Save',
    created: (username: string): string => `Created: ${username}`,
    forbidden: 'Forbidden',
    forbiddenText: "You don't have access to this page.",
  },
  list: {
    /** The "+ <resource>" button of every list page (its text alone is not unique on the page). */
    add: '[data-testid="list-add-button"]',
    search: 'Search',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Type "DELETE" to confirm',
    deleteWord: 'DELETE',
    deleted: (name: string): string => `Deleted: ${name}`,
  },
  datasets: {
    path: '/tablemodelview/list/',
    heading: 'Datasets',
    noDatabases: 'No databases available',
  },
  datasetEditor: {
    title: 'Edit Dataset',
    tabs: { source: 'Source', metrics: 'Metrics', columns: 'Columns', settings: 'Settings' },
    addItem: 'Add item',
    metricKey: 'Metric key',
    expression: 'SQL expression',
    save: 'Save',
    cancel: 'Cancel',
    confirmTitle: 'Confirm save',
    ok: 'OK',
    saved: 'The dataset has been saved',
  },
  databases: {
    path: '/databaseview/list/',
    heading: 'Databases',
    modal: {
      connectTitle: 'Connect a database',
      chooseEngine: 'Choose a database...',
      useUri: 'Connect this database with a SQLAlchemy URI string instead',
      displayName: 'Display name',
      uri: 'SQLAlchemy URI',
      testConnection: 'Test connection',
      connectionOk: 'Connection looks good!',
      connect: 'Connect',
      connected: 'Database connected',
    },
  },
  addDataset: {
    path: '/dataset/add/',
    heading: 'New dataset',
    database: 'Database',
    schema: 'Schema',
    searchTables: 'Search tables',
    preview: '[data-testid="table-preview"]',
    submit: 'Create dataset and create chart',
    created: (name: string): string => `Created: ${name}`,
  },
  upload: {
    menu: 'Upload file to database',
    csv: 'Upload CSV',
    csvTitle: 'CSV upload',
    file: 'input[type="file"]',
    database: 'Database',
    tableName: 'Table name',
    submit: 'Upload',
    cancel: 'Cancel',
    imported: 'Data imported',
    /** The server's message about the file, shown in the dialog. */
    error: '[data-testid="upload-error"]',
  },
  /** antd renders select options in a popup outside the field; this finds one in the open popup. */
  selectOption: (label: string): string =>
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`,
} as const;
