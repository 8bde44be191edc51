/**
 * Grievances (issue 30, decisions 0125–0127): anyone files one about an order, a product, a seller
 * or their data and gets a reference at once; the grievance officer's console acknowledges,
 * answers and resolves them within the deadlines of the company settings; a job warns the officer
 * before a deadline and marks missed ones; a monthly report counts them. Uses users (staff names,
 * the signed-in filer's contact) and settings (deadlines, the officer).
 */
export { escalateGrievances } from './services/escalate-grievances';
