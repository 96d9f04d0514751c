import { DATABASES_EN } from './en/databases';
import { DATASETS_EN } from './en/datasets';
import { HOME_EN, START_EN } from './en/home';
import { SQLLAB_EN } from './en/sqllab';
import type { UPLOAD_EN } from './en/upload';
import { ANNOTATIONS_EN } from './en/annotations';
import { CHARTS_EN } from './en/charts';
import { EXPLORE_EN } from './en/explore';
import { EXPLORE_EDITORS_EN } from './en/exploreEditors';
import { EXPLORE_PAGE_EN } from './en/explorePage';
import { VIZ_EN } from './en/viz';
import { DASHBOARD_EN } from './en/dashboard';
import { DASHBOARD_MODALS_EN } from './en/dashboardModals';
import { DASHBOARD_LIST_EN } from './en/dashboardList';
import { DASHBOARD_DOWNLOAD_EN } from './en/dashboardDownload';
import type { DASHBOARD_FILTERS_EN } from './en/dashboardFilters';
import type { DASHBOARD_FILTERS_CONFIG_EN } from './en/dashboardFiltersConfig';

/**
 * English UI strings. Keys are grouped by screen; `{{x}}` placeholders stand where Superset's messages
 * put `%s`, so the wording of the spec's message catalogue is kept.
 */
export const EN = {
  app: {
    name: 'Loupe',
    loading: 'Loading…',
  },
  nav: {
    mainMenu: 'Main menu',
    openMenu: 'Open menu',
    skipToContent: 'Skip to main content',
    dashboards: 'Dashboards',
    charts: 'Charts',
    datasets: 'Datasets',
    sql: 'SQL',
    sqlLab: 'SQL Lab',
    queryHistory: 'Query history',
    savedQueries: 'Saved queries',
    settings: 'Settings',
    databases: 'Databases',
    users: 'Users',
    roles: 'Roles',
    userMenu: 'User menu',
    darkTheme: 'Dark theme',
    lightTheme: 'Light theme',
    logout: 'Logout',
  },
  pages: {
    home: 'Home',
    dashboards: 'Dashboards',
    charts: 'Charts',
    datasets: 'Datasets',
    sqlLab: 'SQL Lab',
    queryHistory: 'Query history',
    savedQueries: 'Saved queries',
    databases: 'Databases',
  },
  notFound: {
    title: 'Page not found',
    subTitle: 'Sorry, the page you visited does not exist.',
    backHome: 'Back home',
  },
  errors: {
    unexpected: 'Unexpected error',
    stackTrace: 'Stack trace',
    reload: 'Reload',
    forbidden: 'Forbidden',
    forbiddenText: "You don't have access to this page.",
    network: 'Network error.',
    timeout: 'The request timed out.',
    unreadable: 'The server sent a response that could not be read.',
    status: 'Request failed with status {{status}}',
  },
  messages: {
    deleted: 'Deleted: {{name}}',
    deleteIssue: 'There was an issue deleting: {{error}}',
    deleteItemIssue: 'There was an issue deleting {{name}}: {{error}}',
    fetchInfoIssue: 'An error occurred while fetching {{resource}} info: {{error}}',
    fetchListIssue: 'An error occurred while fetching {{resources}}: {{error}}',
    createIssue: 'An error occurred while creating {{resource}}s: {{error}}',
    saveIssue: 'An error occurred while saving {{resource}}: {{error}}',
    fetchItemIssue: 'An error occurred while fetching {{resource}}: {{error}}',
    created: 'Created: {{name}}',
    saved: 'Saved: {{name}}',
  },
  list: {
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    bulkSelect: 'Bulk select',
    exitBulkSelect: 'Exit bulk select',
    deselectAll: 'Deselect all',
    selected_one: '{{count}} selected',
    selected_other: '{{count}} selected',
    confirmDelete: 'Delete {{name}}?',
    confirmBulkDelete_one: 'Delete {{count}} selected item?',
    confirmBulkDelete_other: 'Delete {{count}} selected items?',
    empty: 'No {{resources}} yet',
    noResults: 'No results match your filters',
    search: 'Search',
    all: 'All',
    rangeLabel: '{{start}}-{{end}} of {{total}}',
    filters: 'Filters',
    deleteTitle: 'Delete {{resource}}?',
    deleteWarning: 'Anything that uses {{name}} will stop working. Are you sure you want to continue?',
    deleteWarningBulk_one:
      'Anything that uses the selected item will stop working. Are you sure you want to continue?',
    deleteWarningBulk_other:
      'Anything that uses the {{count}} selected items will stop working. Are you sure you want to continue?',
    deleteWord: 'DELETE',
    typeToConfirm: 'Type "{{word}}" to confirm',
  },
  form: {
    save: 'Save',
    cancel: 'Cancel',
    required: '{{field}} is required',
    yes: 'Yes',
    no: 'No',
  },
  security: {
    user: 'user',
    userResources: 'users',
    role: 'role',
    roleResources: 'roles',
    users: {
      title: 'List Users',
      add: 'User',
      addTitle: 'Add user',
      editTitle: 'Edit user',
      firstName: 'First name',
      lastName: 'Last name',
      username: 'User name',
      email: 'Email',
      active: 'Active',
      roles: 'Roles',
      // Superset's user form (without groups): a plural field is not "Roles is required".
      rolesRequired: 'Please select at least one role',
      createdOn: 'Created on',
      lastLogin: 'Last login',
      never: 'Never',
      password: 'Password',
      confirmPassword: 'Confirm password',
      passwordHint: 'Leave empty to keep the current password',
      passwordMismatch: 'The passwords do not match',
      invalidEmail: 'Enter a valid email address',
      searchPlaceholder: 'Search user name',
      searchLabel: 'User name',
    },
    roles: {
      title: 'List Roles',
      add: 'Role',
      addTitle: 'Add role',
      editTitle: 'Edit role',
      name: 'Name',
      permissions: 'Permissions',
      permissionsCount: 'Permissions count',
      permissionLabel: '{{permission}} on {{view}}',
      searchPlaceholder: 'Search name',
      searchLabel: 'Name',
    },
  },
  home: HOME_EN,
  start: START_EN,
  databases: DATABASES_EN,
  datasets: DATASETS_EN,
  sqllab: SQLLAB_EN,
  explore: EXPLORE_EN,
  exploreEditors: EXPLORE_EDITORS_EN,
  explorePage: EXPLORE_PAGE_EN,
  charts: CHARTS_EN,
  viz: VIZ_EN,
  annotations: ANNOTATIONS_EN,
  dashboard: DASHBOARD_EN,
  dashboardModals: DASHBOARD_MODALS_EN,
  dashboardList: DASHBOARD_LIST_EN,
  dashboardDownload: DASHBOARD_DOWNLOAD_EN,
  auth: {
    title: 'Sign in',
    subtitle: 'Enter your credentials to sign in to Loupe',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    usernameRequired: 'Enter your username',
    passwordRequired: 'Enter your password',
    failed: 'Sign-in failed. Please try again.',
  },
} as const;

/**
 * Every key the app may ask for: the strings above, and those of parts loaded lazily, which add
 * their own when they first render (`useLazyStrings`): file upload, the dashboard's filter bar and
 * filter dialog.
 */
export type Resources = typeof EN & {
  upload: typeof UPLOAD_EN;
  dashboardFilters: typeof DASHBOARD_FILTERS_EN;
  dashboardFiltersConfig: typeof DASHBOARD_FILTERS_CONFIG_EN;
};
