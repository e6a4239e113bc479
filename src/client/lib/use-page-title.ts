export { usePageTitle } from './page-head';
