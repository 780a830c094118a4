// The Reports area (part 2 §2, issue 17): the module the router loads lazily for /reports/{name}.
export { ReportPage } from './components/report-page';
