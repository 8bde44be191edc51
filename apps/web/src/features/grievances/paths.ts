/** The grievance pages (kept here, not in the shell's route table: decision 0125). */
export const GRIEVANCE_PATH = '/grievances';
