// The public entry of the projects feature: what other features may use (decision 0023).
export { useProjects } from './api';
